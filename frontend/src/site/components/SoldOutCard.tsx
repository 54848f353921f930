interface SoldOutCardProps {
  onJoinWaitlist: () => void;
}

export function SoldOutCard({ onJoinWaitlist }: SoldOutCardProps) {
  return (
    <article className="sold-out-card" aria-labelledby="sold-out-heading" data-testid="sold-out">
      <h3 id="sold-out-heading">Alle Termine ausgebucht</h3>
      <p>
        Derzeit ist kein Platz frei. Tragen Sie sich in die Warteliste ein: Sobald ein Platz frei wird oder ein neuer
        Termin feststeht, informieren wir Sie per E-Mail.
      </p>
      <button type="button" className="button button--warning" onClick={onJoinWaitlist}>
        Auf die Warteliste setzen
      </button>
    </article>
  );
}
