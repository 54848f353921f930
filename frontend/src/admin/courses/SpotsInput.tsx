import { formatShortDate } from '@mpb/domain';
import { Box, TextField, Typography } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { failureMessage } from '../api-errors';
import { type CourseRow, maxSettableSpots, setFreeSpots } from './course-api';

/** 'available / max' with an inline input for the free spots; saves on blur or Enter (spec 001 §2). */
export function SpotsInput() {
  const course = useRecordContext<CourseRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState<string>();
  if (!course) return null;
  const highest = maxSettableSpots(course);

  const save = async () => {
    if (draft === undefined || draft === String(course.available_spots)) return setDraft(undefined);
    const spots = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(spots) || spots < 0 || spots > highest) {
      notify(`Aktualisierung fehlgeschlagen: Die freien Plätze müssen eine ganze Zahl von 0 bis ${highest} sein.`, {
        type: 'error',
      });
      return setDraft(undefined);
    }
    try {
      await setFreeSpots(course.id, spots);
      notify('Kurs aktualisiert', { type: 'success' });
      refresh();
    } catch (error) {
      notify(failureMessage('Aktualisierung fehlgeschlagen', error), { type: 'error' });
    }
    setDraft(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') setDraft(undefined);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <TextField
        type="number"
        size="small"
        variant="outlined"
        value={draft ?? String(course.available_spots)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void save()}
        disabled={course.status === 'cancelled'}
        slotProps={{
          htmlInput: {
            min: 0,
            max: highest,
            step: 1,
            onKeyDown,
            'aria-label': `Freie Plätze für ${course.title} am ${formatShortDate(course.date)}`,
          },
        }}
        sx={{ width: 80 }}
      />
      <Typography variant="body2">/ {course.max_participants}</Typography>
    </Box>
  );
}
