import {
  Alert,
  Card,
  CardContent,
  Chip,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { formatShortDateTime } from '@mpb/domain';
import { useGetList } from 'react-admin';
import type { ApiSchema } from '../../api/types';
import { affectedName, keptInvoicesText, QUEUE_SCRUB_PENDING } from './gdpr-tables';

type GdprDeletion = ApiSchema<'AdminGdprDeletionDto'>;

const hashPrefix = (entry: GdprDeletion) => (entry.email_hash ? `${entry.email_hash.slice(0, 12)}…` : '–');

function AffectedChips({ entry }: { entry: GdprDeletion }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {Object.entries(entry.affected_counts).map(([table, count]) => (
        <Chip key={table} size="small" label={`${affectedName(table)}: ${count}`} />
      ))}
      {entry.queue_scrub_pending && (
        <Chip size="small" color="warning" variant="outlined" label={QUEUE_SCRUB_PENDING} />
      )}
      {entry.invoices_kept > 0 && entry.invoices_kept_until && (
        <Chip size="small" color="info" label={keptInvoicesText(entry.invoices_kept, entry.invoices_kept_until)} />
      )}
    </Stack>
  );
}

function LogTable({ entries }: { entries: GdprDeletion[] }) {
  return (
    <Table size="small" sx={{ '& td': { verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell>Datum</TableCell>
          <TableCell>Hash</TableCell>
          <TableCell>Grund</TableCell>
          <TableCell>Betroffene Daten</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDateTime(entry.deleted_at)}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{hashPrefix(entry)}</TableCell>
            <TableCell>{entry.reason ?? '–'}</TableCell>
            <TableCell>
              <AffectedChips entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone each deletion is a block instead of a table row. */
function LogBlocks({ entries }: { entries: GdprDeletion[] }) {
  return (
    <Stack divider={<Divider />} spacing={1.5}>
      {entries.map((entry) => (
        <Stack key={entry.id} spacing={0.5} role="row">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatShortDateTime(entry.deleted_at)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Hash <span style={{ fontFamily: 'monospace' }}>{hashPrefix(entry)}</span>
          </Typography>
          {entry.reason && <Typography variant="body2">{entry.reason}</Typography>}
          <AffectedChips entry={entry} />
        </Stack>
      ))}
    </Stack>
  );
}

/** How often the log is read again while the worker still removes a deletion's queued jobs. */
const PENDING_REFRESH_MS = 3000;

/** The deletion log: the latest 50, newest first; the address only as the start of its hash. */
export function GdprDeletionLog() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, error, isPending } = useGetList<GdprDeletion>(
    'gdpr-deletions',
    { sort: { field: 'deleted_at', order: 'DESC' }, pagination: { page: 1, perPage: 50 } },
    {
      refetchInterval: (query) =>
        query.state.data?.data.some((entry) => entry.queue_scrub_pending) ? PENDING_REFRESH_MS : false,
    },
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Löschprotokoll
        </Typography>
        {error ? (
          <Alert severity="error">Fehler beim Laden des Löschprotokolls</Alert>
        ) : !isPending && !data?.length ? (
          <Typography color="text.secondary">Noch keine Löschungen.</Typography>
        ) : phone ? (
          <LogBlocks entries={data ?? []} />
        ) : (
          <LogTable entries={data ?? []} />
        )}
      </CardContent>
    </Card>
  );
}
