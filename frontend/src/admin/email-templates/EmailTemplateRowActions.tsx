import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { Box } from '@mui/material';
import { IconButtonWithTooltip, useRecordContext } from 'react-admin';
import type { EmailTemplateRecord } from './email-template-api';
import { useOpenTemplateDialog } from './template-dialogs';

/** Edit, send a test and delete, as icon buttons named by their tooltips. */
export function EmailTemplateRowActions(_: { label?: string; textAlign?: 'right' }) {
  const template = useRecordContext<EmailTemplateRecord>();
  const open = useOpenTemplateDialog();
  if (!template) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      <IconButtonWithTooltip label="Bearbeiten" color="primary" onClick={() => open({ kind: 'edit', template })}>
        <EditIcon fontSize="small" />
      </IconButtonWithTooltip>
      <IconButtonWithTooltip label="Test senden" color="primary" onClick={() => open({ kind: 'test', template })}>
        <SendIcon fontSize="small" />
      </IconButtonWithTooltip>
      <IconButtonWithTooltip label="Löschen" color="error" onClick={() => open({ kind: 'delete', template })}>
        <DeleteIcon fontSize="small" />
      </IconButtonWithTooltip>
    </Box>
  );
}
