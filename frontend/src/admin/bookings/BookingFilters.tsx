import { BooleanInput, SearchInput, SelectInput } from 'react-admin';
import { formatShortDate } from '@mpb/domain';
import { choicesOf } from '../components/choices';
import { BOOKING_STATUS } from './booking-statuses';
import { useBookingStats } from './dashboard/use-booking-stats';

const AGE_CHOICES = [
  { id: 'under_24h', name: 'unter 24h' },
  { id: 'older_24h', name: 'älter als 24h' },
  { id: 'older_7d', name: 'älter als 7 Tage' },
];

/** Upcoming courses, from the dashboard figures the page loads anyway. */
function CourseFilterInput(props: { source: string; label: string; alwaysOn?: boolean }) {
  const { data } = useBookingStats();
  const choices = (data?.courses ?? []).map((course) => ({
    id: course.courseId,
    name: `${formatShortDate(course.date)} – ${course.title}`,
  }));
  return <SelectInput {...props} choices={choices} emptyText="Alle" isPending={!data} />;
}

/** Search and filters of the bookings tab (001 §2; DECISIONS 5: the age filter applies). */
export const bookingFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, E-Mail oder Kurs" />,
  <SelectInput
    key="booking_status"
    source="booking_status"
    label="Status"
    choices={choicesOf(BOOKING_STATUS)}
    emptyText="Alle"
    alwaysOn
  />,
  <CourseFilterInput key="course_id" source="course_id" label="Kurs" alwaysOn />,
  <SelectInput key="age" source="age" label="Alter" choices={AGE_CHOICES} emptyText="Alle" alwaysOn />,
  // Unchecked means no filter (all bookings), not "only those without review"; react-admin drops '' filters.
  <BooleanInput
    key="needs_review"
    source="needs_review"
    label="Prüfen nötig"
    alwaysOn
    parse={(checked: boolean) => (checked ? true : '')}
    format={(value) => value === true}
  />,
];
