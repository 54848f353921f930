import { Suspense, lazy, useCallback, useState } from 'react';
import type { BookingOffer } from '../dialogs/BookingDialog';
import { type Course, upcomingCourses } from '../lib/courses';

const BookingDialog = lazy(() => import('../dialogs/BookingDialog'));
const CalendarDialog = lazy(() => import('../dialogs/CalendarDialog'));
const WaitlistDialog = lazy(() => import('../dialogs/WaitlistDialog'));

type DialogState =
  | { kind: 'closed' }
  | { kind: 'booking'; course: Course; offer: BookingOffer | null }
  | { kind: 'calendar' }
  /** No courses: the newsletter. */
  | { kind: 'signup'; courses: Course[] };

/** Full upcoming dates, earliest first: the choices of a general waitlist sign-up. */
export function fullCourses(courses: Course[]): Course[] {
  return upcomingCourses(courses).filter((course) => course.available_spots <= 0);
}

/**
 * The booking, calendar and waitlist/newsletter dialogs of a page, loaded on first use. An open
 * booking dialog follows live changes of its course (e.g. the last seat going elsewhere).
 */
export function useCourseDialogs(courses: Course[]) {
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });
  const close = useCallback(() => setDialog({ kind: 'closed' }), []);

  const openBooking = useCallback(
    (course: Course, offer: BookingOffer | null = null) => setDialog({ kind: 'booking', course, offer }),
    [],
  );
  const openCalendar = useCallback(() => setDialog({ kind: 'calendar' }), []);
  const openWaitlist = useCallback((choices: Course[]) => setDialog({ kind: 'signup', courses: choices }), []);
  const openNewsletter = useCallback(() => setDialog({ kind: 'signup', courses: [] }), []);

  const live = (course: Course) => {
    const current = courses.find((candidate) => candidate.id === course.id);
    return current ? { ...course, ...current } : course;
  };

  const element = (
    <Suspense fallback={null}>
      {dialog.kind === 'booking' && (
        <BookingDialog
          key={String(dialog.course.id)}
          course={live(dialog.course)}
          offer={dialog.offer}
          onClose={close}
        />
      )}
      {dialog.kind === 'calendar' && (
        <CalendarDialog
          courses={courses}
          onBook={(course) => openBooking(course)}
          onWaitlist={(course) => openWaitlist([course])}
          onNewsletter={openNewsletter}
          onClose={close}
        />
      )}
      {dialog.kind === 'signup' && <WaitlistDialog courses={dialog.courses.map(live)} onClose={close} />}
    </Suspense>
  );

  return { openBooking, openCalendar, openWaitlist, openNewsletter, close, dialogs: element };
}
