import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { type FieldProps, useRecordContext } from 'react-admin';
import {
  formatAmount,
  formatShortDate,
  formatShortDateTime,
  formatTimeRange,
  isPaymentDue,
  PAYMENT_DUE_LABEL,
} from '@mpb/domain';
import { EmailAddress } from '../components/EmailAddressField';
import type { BookingRecord } from './booking-api';
import { BOOKING_STATUS, EMAIL_STATUS, PAYMENT_STATUS, type StatusLabels } from './booking-statuses';
import { DateStateChip } from '../course-run/DateStateChip';

type StatusSource = 'booking_status' | 'payment_status' | 'email_status';

/** A status as a coloured chip with its German label; a confirmed booking not paid yet says so. */
function StatusChipField({ source, labels }: Partial<FieldProps> & { source: StatusSource; labels: StatusLabels }) {
  const record = useRecordContext<BookingRecord>();
  if (
    source === 'payment_status' &&
    record &&
    isPaymentDue({ booking_status: record.booking_status, payment_status: record.payment_status })
  ) {
    return <Chip size="small" label={PAYMENT_DUE_LABEL} color="warning" />;
  }
  const status = record ? labels[record[source]] : undefined;
  if (!status) return null;
  return (
    <Chip
      size="small"
      label={status.label}
      color={status.color}
      variant={status.color === 'default' ? 'outlined' : 'filled'}
    />
  );
}

const STATUS_ROWS: { source: StatusSource; caption: string; labels: StatusLabels }[] = [
  { source: 'booking_status', caption: 'Buchung', labels: BOOKING_STATUS },
  { source: 'payment_status', caption: 'Zahlung', labels: PAYMENT_STATUS },
  { source: 'email_status', caption: 'E-Mail', labels: EMAIL_STATUS },
];

/** Booking, payment and e-mail status stacked in one cell, each with its caption. */
export function StatusesField(_props: Partial<FieldProps>) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        alignItems: 'center',
        justifyContent: 'start',
        gap: 0.5,
        columnGap: 1,
      }}
    >
      {STATUS_ROWS.map(({ source, caption, labels }) => (
        <Box key={source} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {caption}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <StatusChipField source={source} labels={labels} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Name, e-mail and phone of the customer in one cell; a deleted person's booking shows only that it is anonymised. */
export function CustomerField(_props: Partial<FieldProps>) {
  const record = useRecordContext<BookingRecord>();
  if (!record) return null;
  if (record.anonymised) {
    return (
      <Box sx={{ minWidth: 170 }}>
        <Chip size="small" variant="outlined" label="Anonymisiert (DSGVO)" />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          Personendaten gelöscht
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ minWidth: 170 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.customer_name}
      </Typography>
      <EmailAddress address={record.customer_email} />
      {record.customer_phone && (
        <Typography variant="caption" color="text.secondary">
          {record.customer_phone}
        </Typography>
      )}
    </Box>
  );
}

const REVIEW_REASONS: Record<string, string> = {
  amount_mismatch: 'Der bezahlte Betrag weicht vom Buchungsbetrag ab.',
  refund_refused:
    'Die Stornierung über „Meine Buchungen“ ist gescheitert: Der Zahlungsanbieter hat die Erstattung abgelehnt. Bitte prüfen und stornieren.',
  refund_by_transfer:
    'Die Buchung wurde per Überweisung bezahlt und storniert: Bitte den Erstattungsbetrag an das Konto überweisen, von dem die Zahlung kam.',
};

/** A cancelled booking paid by transfer: the refund still to transfer, to whom and, when a statement named it, to which account. */
function TransferRefundDue({ record }: { record: BookingRecord }) {
  const payee = record.buyer_company ?? record.buyer_name;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Tooltip title={REVIEW_REASONS.refund_by_transfer}>
        <Chip size="small" color="error" label="Erstattung per Überweisung offen" />
      </Tooltip>
      <Typography variant="caption" sx={{ display: 'block' }}>
        {formatAmount(record.refunded_amount ?? 0)} an {payee}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {record.refund_iban ? `IBAN ${record.refund_iban}` : 'IBAN unbekannt (von Hand als bezahlt markiert)'}
      </Typography>
    </Box>
  );
}

/** Course title, date and time (as the course lies now), flagged when the payment needs a look. */
export function CourseField(_props: Partial<FieldProps>) {
  const record = useRecordContext<BookingRecord>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2">{record.course_title}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {formatShortDate(record.course_date)}, {formatTimeRange(record.course_start_time, record.course_end_time)}
      </Typography>
      <DateStateChip state={record.date_state} />
      {record.early_start_requested_at && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          Vorzeitiger Beginn verlangt am {formatShortDateTime(record.early_start_requested_at)}
        </Typography>
      )}
      {record.review_reason === 'refund_by_transfer' && <TransferRefundDue record={record} />}
      {record.review_reason && record.review_reason !== 'refund_by_transfer' && (
        <Tooltip title={REVIEW_REASONS[record.review_reason] ?? REVIEW_REASONS.amount_mismatch}>
          <Chip size="small" color="error" label="Prüfen nötig" sx={{ mt: 0.5 }} />
        </Tooltip>
      )}
    </Box>
  );
}
