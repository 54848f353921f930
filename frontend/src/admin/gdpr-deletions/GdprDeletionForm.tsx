import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { ApiSchema } from '../../api/types';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { api } from '../../api/client';
import { adminCall } from '../data-provider';
import { affectedName, keptInvoicesText } from './gdpr-tables';

/** The server's preview, with the address it was asked for. */
type Preview = ApiSchema<'AdminGdprPreview'> & { email: string };

const EMAIL_REQUIRED = 'Bitte geben Sie eine E-Mail-Adresse ein.';
const REASON_HINT =
  'Keine personenbezogenen Daten angeben (kein Name, keine E-Mail-Adresse, keine Telefonnummer). Namen und Adressen werden aus dem Grund entfernt.';

/** The deletion form (DECISIONS 17): warning, the affected data counted first, reason, confirmation. */
export function GdprDeletionForm() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const address = email.trim().toLowerCase();

  const checkAddress = () => {
    setMissing(!address);
    if (!address) notify('E-Mail-Adresse erforderlich', { type: 'error' });
    return Boolean(address);
  };

  const showAffected = async () => {
    if (!checkAddress()) return;
    setBusy(true);
    try {
      const affected = await adminCall(
        api.GET('/api/admin/gdpr-deletions/preview', { params: { query: { email: address } } }),
      );
      setPreview({ email: address, ...affected });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const { invoices_kept: kept, invoices_kept_until: until } = await adminCall(
        api.POST('/api/admin/gdpr-deletions', { body: { email: address, reason: reason.trim() || null } }),
      );
      notify(
        kept > 0 && until
          ? `Daten erfolgreich gelöscht. ${keptInvoicesText(kept, until)} (§ 147 AO), gesperrt.`
          : 'Daten erfolgreich gelöscht',
        { type: 'success' },
      );
      setEmail('');
      setReason('');
      setPreview(null);
      refresh();
    } catch (error) {
      notify(`Fehler beim Löschen der Daten: ${(error as Error).message}`, {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const previewed = preview?.email === address ? preview : null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Daten einer Person löschen
          </Typography>
          <Alert severity="warning">
            Die Löschung ist endgültig und kann nicht rückgängig gemacht werden. Alle personenbezogenen Daten zu dieser
            E-Mail-Adresse werden gelöscht oder anonymisiert, auch Name und Telefonnummer der Person und was Admins zu
            ihren Buchungen geschrieben haben. Ihre Rechnungen bleiben nach § 147 AO acht Jahre gesperrt aufbewahrt und
            erscheinen in keiner Liste mehr.
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="E-Mail-Adresse"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={missing}
              helperText={missing ? EMAIL_REQUIRED : ' '}
              fullWidth
              required
            />
            <Button
              variant="outlined"
              startIcon={<SearchIcon />}
              onClick={() => void showAffected()}
              disabled={busy}
              sx={{ flexShrink: 0, height: 56 }}
            >
              Betroffene Daten anzeigen
            </Button>
          </Stack>
          {previewed && (
            <Box>
              <Typography variant="subtitle2">Betroffene Daten</Typography>
              {previewed.total === 0 ? (
                <Typography color="text.secondary">Zu dieser Adresse sind keine Daten gespeichert.</Typography>
              ) : (
                <List dense disablePadding>
                  {Object.entries(previewed.counts).map(([table, count]) => (
                    <ListItem key={table} disableGutters>
                      <ListItemText primary={`${affectedName(table)}: ${count}`} />
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
          )}
          <TextField
            label="Grund (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText={REASON_HINT}
            multiline
            minRows={2}
            fullWidth
          />
          <Box>
            <Button
              variant="contained"
              color="error"
              startIcon={<DeleteForeverIcon />}
              disabled={busy || !previewed}
              onClick={() => checkAddress() && setConfirming(true)}
            >
              Daten löschen
            </Button>
            {!previewed && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                Zeigen Sie zuerst die betroffenen Daten an.
              </Typography>
            )}
          </Box>
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirming}
        title="Daten endgültig löschen?"
        content={`Alle Daten zu ${address} werden gelöscht oder anonymisiert. Rechnungsrelevante Buchungsdaten bleiben anonymisiert erhalten.`}
        confirm="Endgültig löschen"
        confirmColor="warning"
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
