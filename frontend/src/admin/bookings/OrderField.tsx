import { Box, Chip, Typography } from '@mui/material';
import { type FieldProps, Link, useCreatePath, useRecordContext } from 'react-admin';
import { orderBookingsQuery, shortOrderNumber } from '../orders/order-record';
import type { BookingRecord } from './booking-api';

/**
 * The booking's order: its short number (opens the order), for an order of several how many take
 * part (lists just them) and who bought it. An order of one names its buyer only when someone else bought.
 */
export function OrderField(_props: Partial<FieldProps>) {
  const record = useRecordContext<BookingRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  const number = shortOrderNumber(record.order_id);
  const several = record.order_size > 1;
  const boughtByOther = several || record.buyer_name !== record.customer_name;
  return (
    <Box sx={{ minWidth: 110, display: 'grid', justifyItems: 'start', gap: 0.25 }}>
      <Link
        to={createPath({ resource: 'orders', type: 'show', id: record.order_id })}
        aria-label={`Bestellung ${number} öffnen`}
        sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}
      >
        {number}
      </Link>
      {several && (
        <Chip
          size="small"
          variant="outlined"
          color="primary"
          clickable
          component={Link}
          to={`${createPath({ resource: 'bookings', type: 'list' })}${orderBookingsQuery(record.order_id)}`}
          label={`${record.order_size} Teilnehmende`}
          aria-label={`Die ${record.order_size} Buchungen der Bestellung ${number} zeigen`}
        />
      )}
      {boughtByOther && (
        <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.3 }}>
          Käufer: {record.buyer_name}
          {record.buyer_company && (
            <Box component="span" sx={{ display: 'block' }}>
              {record.buyer_company}
            </Box>
          )}
        </Typography>
      )}
    </Box>
  );
}
