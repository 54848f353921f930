import { Link } from 'react-router';

export function SoldOutCard() {
  return (
    <article className="sold-out-card" aria-labelledby="sold-out-heading" data-testid="sold-out">
      <h3 id="sold-out-heading">Alle Termine ausgebucht</h3>
      <p>
        Derzeit ist kein Platz frei. Tragen Sie sich in die Warteliste ein: Sobald ein Platz frei wird oder ein neuer
        Termin feststeht, informieren wir Sie per E-Mail.
      </p>
      <Link to="/warteliste" className="button button--warning">
        Auf die Warteliste setzen
      </Link>
    </article>
  );
}
