import { BooleanInput, SearchInput, SelectInput, TextInput, useGetList } from 'react-admin';
import { formatShortDate } from '@mpb/domain';
import { choicesOf } from '../components/choices';
import type { CourseRow } from '../courses/course-api';
import { BOOKING_STATUS } from './booking-statuses';

/** The API's largest page; the product holds a few dates a month. */
const COURSE_CHOICES_MAX = 500;

const AGE_CHOICES = [
  { id: 'under_24h', name: 'unter 24h' },
  { id: 'older_24h', name: 'älter als 24h' },
  { id: 'older_7d', name: 'älter als 7 Tage' },
];

const COURSE_STATE_NOTES: Record<string, string> = { cancelled: ' (abgesagt)', inactive: ' (inaktiv)' };

/** Every course date, upcoming ones first (soonest first), then past ones (latest first), cancelled ones marked. */
function courseChoices(courses: CourseRow[]) {
  const upcoming = courses.filter((course) => course.upcoming).reverse();
  const past = courses.filter((course) => !course.upcoming);
  return [...upcoming, ...past].map((course) => ({
    id: course.id,
    name: `${formatShortDate(course.date)} – ${course.title}${COURSE_STATE_NOTES[course.status] ?? (course.upcoming ? '' : ' (vergangen)')}`,
  }));
}

/** Every course date a booking can belong to: upcoming, past and cancelled ones. */
function CourseFilterInput(props: { source: string; label: string; alwaysOn?: boolean }) {
  const { data, isPending } = useGetList<CourseRow>('courses', {
    pagination: { page: 1, perPage: COURSE_CHOICES_MAX },
    sort: { field: 'date', order: 'DESC' },
  });
  return <SelectInput {...props} choices={courseChoices(data ?? [])} emptyText="Alle" isPending={isPending} />;
}

/** Search and filters of the bookings tab (001 §2; DECISIONS 5: the age filter applies). */
export const bookingFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, E-Mail, Kurs oder Datum" />,
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
  // Set by an order's 'n Teilnehmende'; shown (and removable) only while it filters.
  <TextInput key="orderId" source="orderId" label="Bestellung" />,
];
