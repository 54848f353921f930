import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { failureMessage, fieldErrorsOf } from '../api-errors';
import { type Participant, reissueCertificate } from './participants-api';

/** Corrects the name and reissues the certificate under a new number; the old one counts as replaced. */
export function CorrectNameDialog({
  participant,
  onClose,
  onDone,
}: {
  participant: Participant;
  onClose: () => void;
  onDone: () => void;
}) {
  const notify = useNotify();
  const [name, setName] = useState(participant.name);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      notify((await reissueCertificate(participant.booking_id, name)).message, { type: 'success' });
      onDone();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields?.name) setError(fields.name);
      else notify(failureMessage('Neu ausstellen fehlgeschlagen', failure), { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="correct-name-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="correct-name-title">Name korrigieren</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Das Zertifikat Nr. {participant.certificate_number} wird als ersetzt markiert; die Person erhält ein neues
            Zertifikat mit neuer Nummer per E-Mail.
          </DialogContentText>
          <TextField
            label="Name auf dem Zertifikat"
            required
            fullWidth
            autoFocus
            value={name}
            error={Boolean(error)}
            helperText={error}
            onChange={(event) => setName(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" variant="contained" disabled={!name.trim() || name.trim() === participant.name}>
            Neu ausstellen
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
