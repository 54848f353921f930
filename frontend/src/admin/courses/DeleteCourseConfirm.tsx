import { Confirm, useDelete, useNotify } from 'react-admin';
import { failureMessage } from '../api-errors';
import { type CourseRow } from './course-api';

/** Deletes after a confirmation that says why the server may refuse (confirmed bookings). */
export function DeleteCourseConfirm({ course, onClose }: { course: CourseRow; onClose: () => void }) {
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete<CourseRow>();
  const remove = () =>
    deleteOne(
      'courses',
      { id: course.id, previousData: course },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('Kurs gelöscht', { type: 'success' }),
        onError: (error) => notify(failureMessage('Löschen fehlgeschlagen', error), { type: 'error' }),
        onSettled: onClose,
      },
    );
  return (
    <Confirm
      isOpen
      loading={isPending}
      title="Kurs löschen?"
      content={`„${course.title}“ wird gelöscht. Ein Kurs kann nur gelöscht werden, wenn er keine bestätigten Buchungen hat; offene Zahlungen werden beendet und die Warteliste geleert.`}
      confirm="Löschen"
      confirmColor="warning"
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}
