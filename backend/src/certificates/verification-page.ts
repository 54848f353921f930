import { escapeHtml } from '@mpb/emails';
import { formatLongDate, formatShortDate, formatTimeRange } from '@mpb/domain';
import { CertificateRecord } from './certificates.repository';
import { VerificationState } from './dto/certificate-verification.dto';

const HEADLINES: Record<VerificationState, { badge: string; title: string; text: string }> = {
  valid: {
    badge: 'Gültig',
    title: 'Dieses Zertifikat ist gültig.',
    text: 'Das Teilnahmezertifikat wurde von uns ausgestellt und ist gültig.',
  },
  replaced: {
    badge: 'Ersetzt',
    title: 'Dieses Zertifikat wurde ersetzt.',
    text: 'Es wurde durch ein neu ausgestelltes Zertifikat mit anderer Nummer ersetzt und ist nicht mehr gültig.',
  },
  revoked: {
    badge: 'Widerrufen',
    title: 'Dieses Zertifikat wurde widerrufen.',
    text: 'Wir haben es zurückgenommen, weil die Teilnahme am Kurs nicht bestätigt ist. Es ist nicht mehr gültig.',
  },
  erased: {
    badge: 'Nicht mehr prüfbar',
    title: 'Dieses Zertifikat kann nicht mehr geprüft werden.',
    text: 'Die Daten der Teilnehmerin oder des Teilnehmers wurden auf deren Wunsch gelöscht (DSGVO). Die Angaben auf dem Zertifikat lassen sich daher nicht mehr bestätigen.',
  },
  unknown: {
    badge: 'Unbekannt',
    title: 'Zu dieser Nummer ist kein Zertifikat bekannt.',
    text: 'Bitte prüfen Sie die Zertifikatsnummer. Sie steht oben rechts auf dem Zertifikat, z. B. K3QF-9M2T-XW7A-HC4D.',
  },
};

const TONES: Record<VerificationState, { color: string; background: string }> = {
  valid: { color: '#0f5132', background: '#e6f4ea' },
  replaced: { color: '#7a4b00', background: '#fff4e0' },
  revoked: { color: '#8a1c1c', background: '#fdecec' },
  erased: { color: '#4b5d6b', background: '#eef2f5' },
  unknown: { color: '#8a1c1c', background: '#fdecec' },
};

/** The public verification page /zertifikat/{number}: server-rendered, not indexed. */
export function verificationPageHtml(
  state: VerificationState,
  number: string,
  certificate: CertificateRecord | null,
  site: { name: string; url: string; operator: string },
): string {
  const headline = HEADLINES[state];
  const tone = TONES[state];
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zertifikat prüfen – ${escapeHtml(site.name)}</title>
<style>
  body { margin: 0; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Arial, sans-serif; color: #13222d; background: #f4f8fb; line-height: 1.5; }
  header { background: #072f44; color: #fff; padding: 16px 24px; }
  header a { color: #fff; text-decoration: none; font-weight: 700; letter-spacing: .02em; }
  main { max-width: 640px; margin: 40px auto; padding: 0 16px; }
  .card { background: #fff; border: 1px solid #dbe5ec; border-radius: 10px; padding: 28px; box-shadow: 0 1px 3px rgba(7,47,68,.06); }
  h1 { font-size: 1.5rem; margin: 0 0 4px; color: #072f44; }
  .badge { display: inline-block; padding: 4px 12px; border-radius: 999px; font-weight: 700; font-size: .9rem; color: ${tone.color}; background: ${tone.background}; margin-bottom: 16px; }
  h2 { font-size: 1.15rem; margin: 0 0 8px; }
  p { margin: 0 0 20px; color: #4b5d6b; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 20px; margin: 0; padding-top: 16px; border-top: 1px solid #dbe5ec; }
  dt { color: #4b5d6b; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .number { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; letter-spacing: .04em; }
  footer { max-width: 640px; margin: 0 auto 40px; padding: 0 16px; font-size: .85rem; color: #4b5d6b; }
  @media (max-width: 480px) { dl { grid-template-columns: 1fr; gap: 2px; } dd { margin-bottom: 10px; } }
</style>
</head>
<body>
<header><a href="${escapeHtml(site.url)}/">${escapeHtml(site.name)}</a></header>
<main>
  <div class="card">
    <h1>Zertifikat prüfen</h1>
    <span class="badge" data-state="${state}">${headline.badge}</span>
    <h2>${headline.title}</h2>
    <p>${headline.text}</p>
    ${detailsHtml(state, number, certificate)}
  </div>
</main>
<footer>${escapeHtml(site.operator)}</footer>
</body>
</html>`;
}

/**
 * Name, course and date of a valid or replaced certificate; a revoked one keeps course and date but
 * names no one; otherwise just the number asked for.
 */
function detailsHtml(state: VerificationState, number: string, certificate: CertificateRecord | null): string {
  const row = (term: string, value: string, className?: string) =>
    `<dt>${term}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd>`;
  if (!certificate || state === 'erased' || state === 'unknown')
    return `<dl>${row('Zertifikatsnummer', number, 'number')}</dl>`;
  const when = `${formatLongDate(certificate.course_date)}, ${formatTimeRange(certificate.start_time, certificate.end_time)}`;
  const rows: [string, string, string?][] = [
    ...(state === 'revoked' ? [] : [['Name', certificate.participant_name!] as [string, string]]),
    ['Kurs', certificate.course_title],
    ['Datum', when],
    ['Zertifikatsnummer', certificate.number, 'number'],
    ['Ausgestellt am', formatShortDate(certificate.issued_at)],
    ...(certificate.revoked_at ? [['Widerrufen am', formatShortDate(certificate.revoked_at)] as [string, string]] : []),
  ];
  return `<dl>${rows.map(([term, value, className]) => row(term, value, className)).join('')}</dl>`;
}
