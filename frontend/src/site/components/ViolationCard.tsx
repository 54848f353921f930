import { SEVERITY_LABELS, type Violation } from '../content/legal-situation';

/** One violation on /rechtslage-strafen with its severity badge, penalty and prevention. */
export function ViolationCard({ violation }: { violation: Violation }) {
  return (
    <li className={`violation violation--${violation.severity}`}>
      <span className="violation__severity">{SEVERITY_LABELS[violation.severity]}</span>
      <h3 className="violation__title">{violation.violation}</h3>
      <p>{violation.description}</p>
      <dl className="violation__facts">
        <dt>Sanktion</dt>
        <dd>{violation.penalty}</dd>
        <dt>Vorbeugung</dt>
        <dd>{violation.prevention}</dd>
        <dt>Rechtsgrundlage</dt>
        <dd>{violation.legalBasis}</dd>
      </dl>
    </li>
  );
}
