import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import { Box } from '@mui/material';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { IconButtonWithTooltip, useRecordContext, useRedirect } from 'react-admin';
import type { CourseRow } from './course-api';
import { DeleteCourseConfirm } from './DeleteCourseConfirm';
import { DuplicateCourseDialog } from './DuplicateCourseDialog';

type Action = { kind: 'duplicate' | 'delete'; course: CourseRow };
const AskContext = createContext<(action: Action) => void>(() => undefined);

/** Holds the duplicate and delete dialogs once for the list, so they survive the switch between table and cards. */
export function CourseActionsProvider({ children }: { children: ReactNode }) {
  const [action, setAction] = useState<Action>();
  const close = () => setAction(undefined);
  return (
    <AskContext.Provider value={setAction}>
      {children}
      {action?.kind === 'duplicate' && <DuplicateCourseDialog course={action.course} onClose={close} />}
      {action?.kind === 'delete' && <DeleteCourseConfirm course={action.course} onClose={close} />}
    </AskContext.Provider>
  );
}

/** Participants, edit, duplicate and delete as compact icon buttons (named by their tooltips). */
export function CourseRowActions(_: { label?: string; textAlign?: 'right' }) {
  const course = useRecordContext<CourseRow>();
  const ask = useContext(AskContext);
  const redirect = useRedirect();
  if (!course) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      <IconButtonWithTooltip
        label="Teilnehmer"
        color="primary"
        onClick={() => redirect(() => `courses/${course.id}/teilnehmer`)}
      >
        <GroupsIcon fontSize="small" />
      </IconButtonWithTooltip>
      <IconButtonWithTooltip label="Bearbeiten" color="primary" onClick={() => redirect('edit', 'courses', course.id)}>
        <EditIcon fontSize="small" />
      </IconButtonWithTooltip>
      <IconButtonWithTooltip label="Duplizieren" color="primary" onClick={() => ask({ kind: 'duplicate', course })}>
        <ContentCopyIcon fontSize="small" />
      </IconButtonWithTooltip>
      <IconButtonWithTooltip label="Löschen" color="error" onClick={() => ask({ kind: 'delete', course })}>
        <DeleteIcon fontSize="small" />
      </IconButtonWithTooltip>
    </Box>
  );
}
