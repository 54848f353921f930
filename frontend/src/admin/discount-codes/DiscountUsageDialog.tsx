import { formatShortDate, formatShortDateTime } from '@mpb/domain';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  Button as MuiButton,
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
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiSchema } from '../../api/types';
import { Button, Confirm, useNotify, useRefresh } from 'react-admin';
import { api } from '../../api/client';
import { adminCall } from '../data-provider';
import type { DiscountCodeRecord } from './discount-code-format';

type DiscountUsage = ApiSchema<'AdminDiscountUsageDto'>;

/** The uses of one code, each with a reset that gives the use back (after a confirmation). */
export function DiscountUsageDialog({ code, onClose }: { code: DiscountCodeRecord; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [resetting, setResetting] = useState<DiscountUsage | null>(null);
  const usages = useQuery({
    queryKey: ['discount-codes', 'usages', code.id],
    queryFn: () =>
      adminCall(api.GET('/api/admin/discount-codes/{id}/usages', { params: { path: { id: String(code.id) } } })),
  });

  const reset = async () => {
    if (!resetting) return;
    try {
      await adminCall(api.DELETE('/api/admin/discount-usages/{id}', { params: { path: { id: resetting.id } } }));
      notify(`Erfolg: Verwendung von ${resetting.customer_email} zurückgesetzt`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Ein Fehler ist aufgetreten.', { type: 'error' });
    }
    setResetting(null);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="discount-usage-title">
      <DialogTitle id="discount-usage-title">Verwendungen von {code.code}</DialogTitle>
      <DialogContent sx={{ overflowX: 'auto', px: { xs: 1.5, sm: 3 } }}>
        {usages.isError && <Typography color="error">{usages.error.message}</Typography>}
        {usages.data?.length === 0 && <Typography color="text.secondary">Noch keine Verwendungen</Typography>}
        {!!usages.data?.length && (
          <Table size="small" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Kunde</TableCell>
                <TableCell>Kurs</TableCell>
                <TableCell>Verwendet am</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {usages.data.map((usage) => (
                <TableRow key={usage.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell>
                    {usage.customer_name ?? '–'}
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {usage.customer_email}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {usage.course_title ?? '–'}
                    {usage.course_date && (
                      <Typography variant="body2" color="text.secondary">
                        {formatShortDate(usage.course_date)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{formatShortDateTime(usage.used_at)}</TableCell>
                  <TableCell align="right">
                    <Button label="Zurücksetzen" color="warning" onClick={() => setResetting(usage)}>
                      <RestartAltIcon />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>Schließen</MuiButton>
      </DialogActions>
      <Confirm
        isOpen={!!resetting}
        title="Verwendung zurücksetzen?"
        content={`Die Verwendung durch ${resetting?.customer_email ?? ''} wird entfernt; die Adresse kann den Code danach erneut nutzen.`}
        confirm="Zurücksetzen"
        cancel="Abbrechen"
        onConfirm={() => void reset()}
        onClose={() => setResetting(null)}
      />
    </Dialog>
  );
}
