import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { failureMessage } from '../api-errors';
import { type CourseRow, duplicateCourse } from './course-api';
import { berlinDatePlus } from './dates';

const DEFAULT_DAYS_AHEAD = 7;

/** Asks for the copy's date (default in a week); cancelling does nothing. */
export function DuplicateCourseDialog({ course, onClose }: { course: CourseRow; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [date, setDate] = useState(() => berlinDatePlus(DEFAULT_DAYS_AHEAD));

  const duplicate = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await duplicateCourse(course.id, date);
      notify('Kurs dupliziert', { type: 'success' });
      onClose();
      refresh();
    } catch (error) {
      notify(failureMessage('Duplizierung fehlgeschlagen', error), { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="duplicate-title">
      <form onSubmit={(event) => void duplicate(event)}>
        <DialogTitle id="duplicate-title">Kurs duplizieren</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Neues Datum für die Kopie von „{course.title}“ (alle Plätze frei, Status Aktiv):
          </DialogContentText>
          <TextField
            type="date"
            label="Neues Datum"
            required
            fullWidth
            value={date}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" variant="contained">
            Duplizieren
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
