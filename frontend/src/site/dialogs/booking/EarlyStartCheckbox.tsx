import { SITE_PATHS } from '@mpb/domain';
import { RequiredCheckbox, type CheckboxProps } from './RequiredCheckbox';

/**
 * § 356 Abs. 4 BGB: a private customer booking a date that starts within the 14-day withdrawal
 * period requests the early start expressly; the wording follows the AGB's Widerrufsbelehrung.
 */
export function EarlyStartCheckbox(props: CheckboxProps) {
  return (
    <RequiredCheckbox name="earlyStartRequested" {...props}>
      Dieser Termin beginnt innerhalb der 14-tägigen Widerrufsfrist. Ich verlange ausdrücklich, dass Sie vor Ablauf der
      Widerrufsfrist mit der Leistung beginnen. Mir ist bekannt, dass mein Widerrufsrecht erlischt, wenn Sie die
      Dienstleistung vollständig erbracht haben (
      <a href={`${SITE_PATHS.terms}#widerrufsbelehrung`} target="_blank" rel="noopener noreferrer">
        Widerrufsbelehrung
      </a>
      ).
    </RequiredCheckbox>
  );
}
