import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { type FieldProps, useRecordContext } from 'react-admin';
import { formatShortDate, formatTimeRange } from '../../site/lib/format';
import type { BookingStatusLabels } from './booking-statuses';

/** A status as a coloured chip with its German label. */
export function StatusChipField({ source, labels }: FieldProps & { source: string; labels: BookingStatusLabels }) {
  const record = useRecordContext();
  const status = labels[record?.[source]];
  if (!status) return null;
  return <Chip size="small" label={status.label} color={status.color} variant={status.color === 'default' ? 'outlined' : 'filled'} />;
}

/** Name, e-mail and phone of the customer in one cell. */
export function CustomerField(_props: Partial<FieldProps>) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.customer_name}
      </Typography>
      <Typography variant="body2" component="a" href={`mailto:${record.customer_email}`} sx={{ display: 'block', color: 'primary.main', overflowWrap: 'anywhere' }}>
        {record.customer_email}
      </Typography>
      {record.customer_phone && (
        <Typography variant="caption" color="text.secondary">
          {record.customer_phone}
        </Typography>
      )}
    </Box>
  );
}

/** The course title, flagged when the payment needs a look. */
export function CourseTitleField(_props: Partial<FieldProps>) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 150 }}>
      <Typography variant="body2">{record.course_title}</Typography>
      {record.review_reason && (
        <Tooltip title="Der bezahlte Betrag weicht vom Buchungsbetrag ab.">
          <Chip size="small" color="error" label="Prüfen nötig" sx={{ mt: 0.5 }} />
        </Tooltip>
      )}
    </Box>
  );
}

/** Course date and time, as the course lies now. */
export function CourseDateField(_props: Partial<FieldProps>) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{formatShortDate(record.course_date)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {formatTimeRange(record.course_start_time, record.course_end_time)}
      </Typography>
    </Box>
  );
}
