import '../styles/courses-unavailable.css';

interface CoursesUnavailableCardProps {
  onRetry: () => void;
}

/** Shown when the dates could not be loaded: an outage must not look like a sell-out. */
export function CoursesUnavailableCard({ onRetry }: CoursesUnavailableCardProps) {
  return (
    <article className="courses-unavailable" aria-labelledby="courses-unavailable-heading" role="alert">
      <h3 id="courses-unavailable-heading">Termine konnten nicht geladen werden</h3>
      <p>
        Die Kurstermine sind gerade nicht erreichbar. Wir versuchen es automatisch weiter. Sie können sie auch jetzt neu
        laden.
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Erneut versuchen
      </button>
    </article>
  );
}
