import { SITE_PATHS } from '@mpb/domain';
import { RequiredCheckbox, type CheckboxProps } from './RequiredCheckbox';

export function TermsCheckbox(props: CheckboxProps) {
  return (
    <RequiredCheckbox name="acceptedAGB" {...props}>
      Ich akzeptiere die{' '}
      <a href={SITE_PATHS.terms} target="_blank" rel="noopener noreferrer">
        AGB
      </a>{' '}
      und habe die{' '}
      <a href={SITE_PATHS.privacy} target="_blank" rel="noopener noreferrer">
        Datenschutzerklärung
      </a>{' '}
      zur Kenntnis genommen.
    </RequiredCheckbox>
  );
}
