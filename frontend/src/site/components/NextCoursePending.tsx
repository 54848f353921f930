import { SERVED_TEXTS } from '@mpb/domain';
import { ServedText } from './ServedText';

/** The next date as the API served it with the page, shown in the card's place until the list has loaded. */
export function NextCoursePending() {
  return (
    <article className="course-card" aria-busy="true" data-testid="next-course-pending">
      <p className="course-card__kicker">Nächster verfügbarer Termin</p>
      <p className="course-card__date">
        <ServedText name={SERVED_TEXTS.nextCourseDate}>Termine werden geladen...</ServedText>
      </p>
      <p className="course-card__pending">
        <ServedText name={SERVED_TEXTS.nextCourseDetails}>{''}</ServedText>
      </p>
    </article>
  );
}
