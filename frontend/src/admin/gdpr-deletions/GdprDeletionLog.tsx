import { Alert, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatShortDateTime } from '@mpb/domain';
import { useGetList } from 'react-admin';
import { affectedName } from './gdpr-tables';

interface GdprDeletion {
  id: string;
  email_hash: string;
  reason: string | null;
  deleted_at: string;
  affected_counts: Record<string, number>;
}

/** The deletion log: the latest 50, newest first; the address only as the start of its hash. */
export function GdprDeletionLog() {
  const { data, error, isPending } = useGetList<GdprDeletion>('gdpr-deletions', { sort: { field: 'deleted_at', order: 'DESC' }, pagination: { page: 1, perPage: 50 } });
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
        ) : (
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
              {(data ?? []).map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDateTime(entry.deleted_at)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{`${entry.email_hash.slice(0, 12)}…`}</TableCell>
                  <TableCell>{entry.reason ?? '–'}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {Object.entries(entry.affected_counts).map(([table, count]) => (
                        <Chip key={table} size="small" label={`${affectedName(table)}: ${count}`} />
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
