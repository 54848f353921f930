import { PLACEHOLDER_NAMES } from '@mpb/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { PLACEHOLDER_DESCRIPTIONS, placeholderToken } from './placeholder-descriptions';

/** 'Hilfe': what placeholders are, which exist, and how the stored template is used. */
export function PlaceholderHelpDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Hilfe: Platzhalter und Vorlagen</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          Platzhalter in doppelten geschweiften Klammern werden beim Versand durch die Daten der Buchung ersetzt. Sie
          gelten im Betreff und im Inhalt. Ein Klick auf einen Platzhalter unter der Werkzeugleiste fügt ihn an der
          Cursorposition ein; im Betreff tippen Sie ihn einfach, z. B. „Ihre Buchung {placeholderToken('booking_id')}“.
        </Typography>
        <Table size="small" aria-label="Verfügbare Platzhalter">
          <TableHead>
            <TableRow>
              <TableCell>Platzhalter</TableCell>
              <TableCell>Bedeutung</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {PLACEHOLDER_NAMES.map((name) => (
              <TableRow key={name}>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{placeholderToken(name)}</TableCell>
                <TableCell>{PLACEHOLDER_DESCRIPTIONS[name]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          Unbekannte oder falsch geschriebene Platzhalter nennt die Vorschau; gespeichert werden sie nicht. Steht{' '}
          {placeholderToken('cancel_url')} im Text, wird daraus der Link „Stornierung anfragen“; als Link-Adresse darf
          ein Platzhalter nur nach https://, mailto: oder tel: stehen (außer {placeholderToken('cancel_url')}). Für
          Buchungs-E-Mails wird das aktive Standard-Template des jeweiligen Typs verwendet, sonst die eingebaute E-Mail.
          Beim Speichern entfernt der Server, was in E-Mails nicht sicher ist (Skripte, Bilder, fremde Stile);
          „HTML-Code bearbeiten“ zeigt den Quelltext.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Schließen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
