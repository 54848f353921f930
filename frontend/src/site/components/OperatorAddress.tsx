import { OPERATOR } from '../content/operator';

/** The operator's name and postal address as a block (legal notice, privacy policy, withdrawal form). */
export function OperatorAddress() {
  return (
    <address className="operator-address">
      {OPERATOR.company}
      <br />
      {OPERATOR.street}
      <br />
      {OPERATOR.postalCode} {OPERATOR.city}
    </address>
  );
}
