import { CERTIFICATE_STATE_TEXTS, type CertificateState, formatLongDate, SITE_PATHS } from '@mpb/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type MetaFunction, useNavigate, useParams } from 'react-router';
import { api } from '../../api/client';
import type { ApiSchema } from '../../api/types';
import { StatusPanel } from '../components/StatusPanel';
import { pageMeta } from '../lib/seo';
import { useHydrated } from '../lib/use-browser-value';
import '../styles/forms.css';
import '../styles/results.css';
import '../styles/certificate-check.css';

type Verification = ApiSchema<'CertificateVerification'>;

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Zertifikat prüfen',
    description: 'Prüfen Sie, ob ein Teilnahmezertifikat von uns ausgestellt wurde und gültig ist.',
    path: SITE_PATHS.certificateCheck,
    noindex: true,
  });

const TONES: Record<CertificateState, 'success' | 'warning' | 'info' | 'error'> = {
  valid: 'success',
  replaced: 'warning',
  revoked: 'error',
  erased: 'info',
  unknown: 'error',
};

/**
 * The public certificate check (DECISIONS 30): /zertifikat asks for a number, /zertifikat/{number}
 * (the certificate's QR code) shows what it stands for, from GET /api/certificates/:number.
 */
export default function CertificateCheckPage() {
  const { number } = useParams();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <StatusPanel tone="loading" title="Zertifikat prüfen">
        <p role="status">Einen Moment bitte...</p>
      </StatusPanel>
    );
  }
  return number ? <CertificateResult key={number} number={number.trim().toUpperCase()} /> : <NumberForm />;
}

function CertificateResult({ number }: { number: string }) {
  const [result, setResult] = useState<Verification | 'failed' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .GET('/api/certificates/{number}', { params: { path: { number } }, signal: controller.signal })
      .then(({ data, response }) => {
        if (!response.ok || !data) throw new Error(`GET /api/certificates answered ${response.status}`);
        setResult(data);
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult('failed');
      });
    return () => controller.abort();
  }, [number]);

  if (result === null) {
    return (
      <StatusPanel tone="loading" title="Zertifikat wird geprüft...">
        <p role="status">Einen Moment bitte...</p>
      </StatusPanel>
    );
  }
  if (result === 'failed') {
    return (
      <StatusPanel tone="error" title="Prüfung nicht möglich">
        <p className="result-message" role="alert">
          Die Prüfung ist gerade nicht möglich. Bitte versuchen Sie es in einigen Minuten erneut.
        </p>
        <CheckAnother />
      </StatusPanel>
    );
  }
  const texts = CERTIFICATE_STATE_TEXTS[result.status];
  return (
    <StatusPanel tone={TONES[result.status]} title={texts.title}>
      <p className="certificate-check__badge" data-state={result.status}>
        {texts.badge}
      </p>
      <p className="result-message" role="status">
        {texts.text}
      </p>
      <dl className="certificate-check__details">
        {result.name && (
          <>
            <dt>Name</dt>
            <dd>{result.name}</dd>
          </>
        )}
        {result.courseTitle && (
          <>
            <dt>Kurs</dt>
            <dd>{result.courseTitle}</dd>
          </>
        )}
        {result.date && (
          <>
            <dt>Datum</dt>
            <dd>{formatLongDate(result.date)}</dd>
          </>
        )}
        <dt>Zertifikatsnummer</dt>
        <dd className="certificate-check__number">{number}</dd>
      </dl>
      <CheckAnother />
    </StatusPanel>
  );
}

function CheckAnother() {
  return (
    <div className="status-panel__actions">
      <a href={SITE_PATHS.certificateCheck} className="button button--ghost">
        Andere Nummer prüfen
      </a>
      <a href="/" className="button button--primary">
        Zur Startseite
      </a>
    </div>
  );
}

function NumberForm() {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = value.trim().toUpperCase();
    if (!number) {
      setError('Bitte geben Sie die Zertifikatsnummer ein.');
      return;
    }
    void navigate(`${SITE_PATHS.certificateCheck}/${encodeURIComponent(number)}`);
  };

  return (
    <StatusPanel tone="info" title="Zertifikat prüfen">
      <p>
        Geben Sie die Nummer ein, die oben rechts auf dem Teilnahmezertifikat steht. Sie sehen dann, ob wir es
        ausgestellt haben und ob es gültig ist.
      </p>
      <form className="certificate-check__form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            Zertifikatsnummer
          </label>
          <input
            id={inputId}
            className="field__input certificate-check__number"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder="K3QF-9M2T-XW7A-HC4D"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary">
          Prüfen
        </button>
      </form>
    </StatusPanel>
  );
}
