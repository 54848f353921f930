import { accessMailSentence, formatAmount, freeBookingAmount } from '@mpb/domain';
import { accessStateOf, type AccessStateProps } from './access-details';
import type { DetailRow } from './blocks';

export interface ConfirmationProps extends AccessStateProps {
  /** The version of the terms attached as PDF ('Stand: 28. November 2026'); absent when none is attached. */
  termsStand?: string;
}

export function amountRow(amountCents: number, label: string): DetailRow {
  return amountCents === 0
    ? { label: 'Betrag', value: freeBookingAmount() }
    : { label, value: formatAmount(amountCents) };
}

/** The steps after a confirmation about the attached terms and the access data (unless the mail carries it). */
export function termsAndAccessSteps(props: ConfirmationProps) {
  return [
    ...(props.termsStand
      ? [
          <>
            <strong>Vertragsunterlagen:</strong> Im Anhang finden Sie unsere AGB mit der Widerrufsbelehrung und dem
            Muster-Widerrufsformular als PDF, in der Fassung, die Sie bei der Buchung akzeptiert haben{' '}
            {`(${props.termsStand}).`}
          </>,
        ]
      : []),
    ...(props.access
      ? []
      : [
          <>
            <strong>Zugangsdaten:</strong> {accessMailSentence(accessStateOf(props))}
          </>,
        ]),
  ];
}
