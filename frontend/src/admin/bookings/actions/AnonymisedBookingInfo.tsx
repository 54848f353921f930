import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useRecordContext } from 'react-admin';

/**
 * The booking of a person deleted under GDPR: instead of cancel, confirm and mail (the server
 * refuses them too), a short explanation of what the records still allow.
 */
export function AnonymisedBookingInfo() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!record?.anonymised) return null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Anonymisiert
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Anonymisierte Buchung</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <DialogContentText>
              Die Daten der Person wurden auf ihren Antrag nach DSGVO gelöscht. Betrag, Kurs, Datum und Zahlungsstatus
              bleiben für die Buchhaltung gespeichert.
            </DialogContentText>
            <DialogContentText>
              Stornieren, Bestätigen und E-Mails sind nicht mehr möglich: Es gibt keine E-Mail-Adresse mehr, an die sie
              gehen könnten.
            </DialogContentText>
            <DialogContentText>
              Eine Erstattung, um die die Person vor der Löschung gebeten hat, ist hier nicht vorgesehen. Veranlassen
              Sie sie direkt beim Zahlungsanbieter.
            </DialogContentText>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)} variant="contained">
            Schließen
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
