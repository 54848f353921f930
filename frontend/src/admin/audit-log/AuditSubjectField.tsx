import { Box, Typography } from '@mui/material';
import { formatShortDate } from '@mpb/domain';
import { type FieldProps, useRecordContext } from 'react-admin';
import { refundLabel } from './audit-labels';
import type { AuditLogEntry } from './audit-record-name';

/** Whom and which course date an entry is about, and what a cancellation refunded ('Erstattung 237,41 €'). */
export function AuditSubjectField(_props: Partial<FieldProps>) {
  const record = useRecordContext<AuditLogEntry>();
  if (!record) return null;
  const course = record.course_title
    ? [record.course_title, record.course_date && formatShortDate(record.course_date)].filter(Boolean).join(', ')
    : null;
  if (!record.customer_name && !course && record.refund_cents === null) return null;
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      {record.customer_name && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {record.customer_name}
        </Typography>
      )}
      {course && <Typography variant="body2">{course}</Typography>}
      {record.refund_cents !== null && (
        <Typography variant="body2" color="text.secondary">
          {refundLabel(record.refund_cents)}
        </Typography>
      )}
    </Box>
  );
}
