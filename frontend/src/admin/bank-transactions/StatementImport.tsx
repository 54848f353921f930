import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { formatAmount } from '@mpb/domain';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useRefresh } from 'react-admin';
import { failureMessage } from '../api-errors';
import { bankTransactionApi, type StatementImport as ImportResult } from './bank-transaction-api';

const TITLE = 'Kontoauszug importieren (CAMT.053)';

type ImportState =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string }
  | { kind: 'done'; result: ImportResult }
  | { kind: 'failed'; message: string };

/** '1 Zahlung zugeordnet, 2 offen, 0 bereits importiert' */
function importSummary({ matched, unmatched, duplicates }: ImportResult): string {
  const payments = matched.length === 1 ? 'Zahlung' : 'Zahlungen';
  return `${matched.length} ${payments} zugeordnet, ${unmatched.length} offen, ${duplicates} bereits importiert`;
}

/** Reads the bank's CAMT.053 statement: exact payments settle their invoices, the rest joins the list below. */
export function StatementImport() {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefresh();
  const [state, setState] = useState<ImportState>({ kind: 'idle' });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setState({ kind: 'uploading', fileName: file.name });
    try {
      setState({ kind: 'done', result: await bankTransactionApi.importStatement(file) });
      refresh();
    } catch (error) {
      setState({ kind: 'failed', message: failureMessage('Import fehlgeschlagen', error) });
    }
  };

  const uploading = state.kind === 'uploading';
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mt: { xs: 1, sm: 2 }, mb: 1 }}>
      <CardContent>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {TITLE}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Gutschriften, die eine offene Rechnungsnummer nennen und genau deren Betrag haben, gelten als bezahlt; alle
          anderen erscheinen unten zum Zuordnen. Ein Auszug kann gefahrlos mehrmals importiert werden.
        </Typography>
        <input
          ref={input}
          type="file"
          accept=".xml,application/xml,text/xml"
          hidden
          aria-label={TITLE}
          onChange={(event) => void upload(event)}
        />
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {uploading ? 'Wird importiert …' : 'XML-Datei auswählen'}
        </Button>
        <Box aria-live="polite" sx={{ mt: state.kind === 'idle' ? 0 : 1.5 }}>
          {state.kind === 'uploading' && (
            <Stack spacing={0.5}>
              <Typography variant="body2">{state.fileName} wird importiert …</Typography>
              <LinearProgress aria-label={`${state.fileName} wird importiert`} />
            </Stack>
          )}
          {state.kind === 'failed' && <Alert severity="error">{state.message}</Alert>}
          {state.kind === 'done' && <ImportResultView result={state.result} />}
        </Box>
      </CardContent>
    </Card>
  );
}

function ImportResultView({ result }: { result: ImportResult }) {
  return (
    <Alert severity={result.unmatched.length ? 'info' : 'success'}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {importSummary(result)}
      </Typography>
      {result.matched.length > 0 && (
        <Box component="ul" aria-label="Zugeordnete Zahlungen" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {result.matched.map((credit) => (
            <li key={credit.id}>
              <Typography variant="body2">
                {credit.invoice_number} · {formatAmount(credit.amount_cents)}
                {credit.debtor_name && ` · ${credit.debtor_name}`}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
