import { TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { failureMessage } from '../api-errors';
import { ActionDialog } from '../bookings/actions/ActionDialog';
import { sendTestEmail, type EmailTemplateRecord } from './email-template-api';

/** 'Test senden': the saved template with sample data to one address; sending stays off while the address is empty. */
export function TestEmailDialog({ template, onClose }: { template: EmailTemplateRecord; onClose: () => void }) {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    try {
      await sendTestEmail(template.id, email.trim());
      notify('Test-E-Mail versendet', { type: 'success' });
      onClose();
    } catch (error) {
      notify(failureMessage('Fehler beim Versenden der Test-E-Mail', error), { type: 'error' });
      setPending(false);
    }
  };
  return (
    <ActionDialog
      open
      title={`Test-E-Mail: ${template.name}`}
      submitLabel="Senden"
      pending={pending}
      submitDisabled={!email.trim()}
      onClose={onClose}
      onSubmit={() => void send()}
    >
      <TextField
        label="E-Mail-Adresse"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        helperText="Die E-Mail wird mit Beispieldaten gefüllt; der Betreff beginnt mit [Test]."
        autoComplete="email"
        autoFocus
        fullWidth
        margin="dense"
      />
    </ActionDialog>
  );
}
