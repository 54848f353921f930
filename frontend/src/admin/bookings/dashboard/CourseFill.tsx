import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { CANCELLATION_CHECK_LABEL, formatShortDate } from '@mpb/domain';
import type { BookingStats } from '../booking-api';

type CourseStats = BookingStats['courses'][number];

const SEGMENTS = [
  { key: 'confirmed', label: 'bestätigt', color: 'success.main' },
  { key: 'held', label: 'reserviert', color: 'warning.main' },
  { key: 'free', label: 'frei', color: 'grey.300' },
] as const;

/** Per upcoming course: confirmed, held and free seats as one bar, the waiting list, and the 'Absage prüfen' flag. */
export function CourseFill({ courses }: { courses: BookingStats['courses'] }) {
  if (!courses.length) return <Typography color="text.secondary">Keine anstehenden Kurse.</Typography>;
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 0, pr: 1, maxHeight: 250, overflowY: 'auto' }}
    >
      {courses.map((course) => (
        <CourseFillRow key={course.courseId} course={course} />
      ))}
    </Stack>
  );
}

function CourseFillRow({ course }: { course: CourseStats }) {
  const seats = Math.max(course.maxParticipants, course.confirmed + course.held + course.free, 1);
  const summary = `${course.confirmed} bestätigt · ${course.held} reserviert · ${course.free} frei · ${course.waiting} wartend`;
  return (
    <Box component="li" aria-label={`${course.title} am ${formatShortDate(course.date)}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: '1 1 auto' }}>
          {formatShortDate(course.date)}, {course.startTime} Uhr
        </Typography>
        {course.cancellationCheck && (
          <Tooltip title={`Weniger als 3 Bestätigte, noch ${course.daysBeforeStart} Tage bis zum Start`}>
            <Chip
              label={CANCELLATION_CHECK_LABEL}
              color="error"
              size="small"
              variant="outlined"
              sx={{ flexShrink: 0 }}
            />
          </Tooltip>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap>
        {course.title}
      </Typography>
      <Box
        role="img"
        aria-label={summary}
        sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', bgcolor: 'grey.100', my: 0.5 }}
      >
        {SEGMENTS.map(({ key, color }) => (
          <Box key={key} sx={{ width: `${(course[key] / seats) * 100}%`, bgcolor: color }} />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {summary} · {course.maxParticipants} Plätze
      </Typography>
    </Box>
  );
}
