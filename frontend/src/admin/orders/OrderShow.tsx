import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  CUSTOMER_TYPE_LABELS,
  INVOICE_KIND_LABELS,
  formatAmount,
  formatShortDate,
  formatShortDateTime,
} from '@mpb/domain';
import type { ReactNode } from 'react';
import { Link, Show, useCreatePath, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { apiUrl } from '../../api/client';
import { BOOKING_STATUS, PAYMENT_STATUS } from '../bookings/booking-statuses';
import { EmailAddress } from '../components/EmailAddressField';
import {
  type AdminOrder,
  type AdminOrderBooking,
  type AdminOrderInvoice,
  PAYMENT_METHOD_LABELS,
  orderBookingsQuery,
  shortOrderNumber,
} from './order-record';

function OrderTitle() {
  const order = useRecordContext<AdminOrder>();
  return <span>Bestellung {order ? shortOrderNumber(order.id) : ''}</span>;
}

/** Caption and value pairs; an empty value shows a dash. */
function Facts({ rows }: { rows: [caption: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', columnGap: 2, rowGap: 0.75 }}
    >
      {rows.map(([caption, value]) => (
        <Box key={caption} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {caption}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '–' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

function BuyerSection({ order }: { order: AdminOrder }) {
  return (
    <Section title="Käufer">
      <Facts
        rows={[
          ['Name', order.buyer_name],
          ['E-Mail', <EmailAddress key="email" address={order.buyer_email} />],
          ['Telefon', order.buyer_phone],
          ['Firma', order.buyer_company],
          ['Kundenart', CUSTOMER_TYPE_LABELS[order.customer_type]],
          ['Bestellt am', formatShortDateTime(order.created_at)],
        ]}
      />
    </Section>
  );
}

function BillingSection({ order }: { order: AdminOrder }) {
  const address = [
    order.billing_street,
    [order.billing_postal_code, order.billing_city].filter(Boolean).join(' '),
    order.billing_country,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Section title="Rechnung und Zahlung">
      <Facts
        rows={[
          ['Rechnungsadresse', address],
          ['USt-IdNr.', order.billing_vat_id],
          ['Bestellnummer des Käufers', order.purchase_order_number],
          ['Leitweg-ID', order.leitweg_id],
          ['Zahlungsart', PAYMENT_METHOD_LABELS[order.payment_method]],
        ]}
      />
    </Section>
  );
}

function StatusChip({ labels, status }: { labels: typeof BOOKING_STATUS; status: string }) {
  const label = labels[status];
  if (!label) return null;
  return (
    <Chip
      size="small"
      label={label.label}
      color={label.color}
      variant={label.color === 'default' ? 'outlined' : 'filled'}
    />
  );
}

function BookingRow({ booking }: { booking: AdminOrderBooking }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 2fr) minmax(0, 2fr) auto auto' },
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {booking.customer_name}
        </Typography>
        <EmailAddress address={booking.customer_email} variant="caption" />
        {booking.customer_company && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {booking.customer_company}
          </Typography>
        )}
      </Box>
      <Box sx={{ minWidth: 0, gridRow: { xs: 2, sm: 'auto' } }}>
        <Typography variant="body2">{booking.course_title}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatShortDate(booking.course_date)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ gridRow: { xs: 3, sm: 'auto' }, flexWrap: 'wrap' }}>
        <StatusChip labels={BOOKING_STATUS} status={booking.booking_status} />
        <StatusChip labels={PAYMENT_STATUS} status={booking.payment_status} />
      </Stack>
      <Typography
        variant="body2"
        sx={{ gridRow: { xs: 1, sm: 'auto' }, gridColumn: { xs: 2, sm: 'auto' }, textAlign: 'right' }}
      >
        {formatAmount(booking.amount)}
      </Typography>
    </Box>
  );
}

function InvoiceRow({ invoice }: { invoice: AdminOrderInvoice }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {invoice.number}
      </Typography>
      <Typography variant="body2">{INVOICE_KIND_LABELS[invoice.kind]}</Typography>
      <Typography variant="body2" color="text.secondary">
        {formatShortDateTime(invoice.issued_at)}
      </Typography>
      <Typography variant="body2" sx={{ ml: 'auto' }}>
        {formatAmount(invoice.gross_cents)}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        href={apiUrl('/api/admin/invoices/{id}.pdf', { path: { id: invoice.id } })}
        download
        disabled={!invoice.documents_ready}
        aria-label={`PDF der ${invoice.number} herunterladen`}
      >
        PDF
      </Button>
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 };

function OrderDetail() {
  const order = useRecordContext<AdminOrder>();
  const createPath = useCreatePath();
  if (!order) return null;
  const listLink = (
    <Link to={`${createPath({ resource: 'bookings', type: 'list' })}${orderBookingsQuery(order.id)}`}>
      In der Buchungsliste zeigen
    </Link>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <BuyerSection order={order} />
        <BillingSection order={order} />
      </Box>
      <Section title={`Teilnehmende (${order.bookings.length})`} action={listLink}>
        <Box component="ul" sx={listSx}>
          {order.bookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </Box>
      </Section>
      <Section title="Rechnungen">
        {order.invoices.length ? (
          <Box component="ul" sx={listSx}>
            {order.invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Noch keine Rechnung.
          </Typography>
        )}
      </Section>
    </Box>
  );
}

/** 'Bestellung': who bought, how they are invoiced and pay, who takes part and the invoices (DECISIONS 34). */
export function OrderShow() {
  const notify = useNotify();
  const redirect = useRedirect();
  // Orders have no list to return to: the API's reason ('Bestellung nicht gefunden.'), then the bookings.
  const onError = (error: Error) => {
    notify(error.message, { type: 'error', messageArgs: { _: error.message } });
    redirect('list', 'bookings');
  };
  return (
    <Show title={<OrderTitle />} component={Box} queryOptions={{ onError }}>
      <OrderDetail />
    </Show>
  );
}
