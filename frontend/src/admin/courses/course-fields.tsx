import { CANCELLATION_CHECK_LABEL, formatAmount, formatShortDate, formatTimeRange } from '@mpb/domain';
import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { DateStateChip } from '../course-run/DateStateChip';
import type { CourseRow } from './course-api';
import { COURSE_STATUS_CHOICES, COURSE_TYPE_CHOICES, labelOf } from './course-choices';

/** Small, read-only cells of the courses list. `label`/`sortBy` are read by the Datagrid header. */
interface CellProps {
  label?: string;
  sortBy?: string;
  sortable?: boolean;
}

export function TitleAndTypeField(_: CellProps) {
  const course = useRecordContext<CourseRow>();
  if (!course) return null;
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {course.title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {labelOf(COURSE_TYPE_CHOICES, course.type)}
      </Typography>
    </Box>
  );
}

export function CourseDateField(_: CellProps) {
  const course = useRecordContext<CourseRow>();
  return course ? <span>{formatShortDate(course.date)}</span> : null;
}

export function CourseTimeField(_: CellProps) {
  const course = useRecordContext<CourseRow>();
  return course ? (
    <span style={{ whiteSpace: 'nowrap' }}>{formatTimeRange(course.start_time, course.end_time)}</span>
  ) : null;
}

export function GrossPriceField(_: CellProps) {
  const course = useRecordContext<CourseRow>();
  return course ? (
    <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(course.gross_price, course.currency)}</span>
  ) : null;
}

const STATUS_COLORS = { active: 'success', inactive: 'default', cancelled: 'error' } as const;

function CourseStatusField(_: CellProps) {
  const course = useRecordContext<CourseRow>();
  if (!course) return null;
  const color = STATUS_COLORS[course.status] ?? 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={labelOf(COURSE_STATUS_CHOICES, course.status)}
    />
  );
}

/**
 * The status chip and, for an active course, where its date stands ('Bevorstehend', 'Anwesenheit
 * offen', …) and whether it has too few participants shortly before the start ('Absage prüfen',
 * the server's flag, as on the dashboard).
 */
export function CourseStatusAndStateField(_: CellProps) {
  const course = useRecordContext<CourseRow>();
  if (!course) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      <CourseStatusField />
      {course.status !== 'cancelled' && <DateStateChip state={course.date_state} />}
      {course.cancellation_check && (
        <Chip size="small" color="error" variant="outlined" label={CANCELLATION_CHECK_LABEL} />
      )}
    </Box>
  );
}

/** Fill as small text: confirmed bookings, held seats (open payments, offers), waiting entries. */
export function CourseFillField(_: CellProps) {
  const course = useRecordContext<CourseRow>();
  if (!course) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
      {course.confirmed_count} bestätigt · {course.held_count} gehalten · {course.waiting_count} wartend
    </Typography>
  );
}
