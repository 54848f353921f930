import { formatAmount, formatShortDateTime } from '@mpb/domain';
import { escapeHtml } from '@mpb/emails';
import { TestCheckoutSession } from './test-checkout-session.entity';

interface TestCheckoutPageData {
  session: TestCheckoutSession;
  customerName: string | null;
  siteName: string;
  backUrl: string;
}

/** The built-in checkout page: looks like a hosted checkout and says plainly that nothing is charged. */
export function renderTestCheckoutPage({ session, customerName, siteName, backUrl }: TestCheckoutPageData): string {
  const id = encodeURIComponent(session.id);
  const heldUntil = formatShortDateTime(session.expires_at);
  const body =
    session.status === 'open'
      ? `<p class="hold">Ihr Platz ist reserviert bis ${heldUntil}.</p>
        <form method="post" action="/api/test-checkout/${id}/pay"><button class="pay" type="submit">${escapeHtml(formatAmount(session.amount, session.currency))} bezahlen</button></form>
        <form method="post" action="/api/test-checkout/${id}/cancel"><button class="cancel" type="submit">Abbrechen</button></form>`
      : session.status === 'complete'
        ? `<p class="done">Diese Zahlung wurde bereits abgeschlossen.</p>
        <a class="link" href="${escapeHtml(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id))}">Zur Buchungsbestätigung</a>`
        : `<p class="done">Diese Zahlungssitzung ist abgelaufen. Der reservierte Platz wurde wieder freigegeben; es wurde nichts berechnet.</p>
        <a class="link" href="${escapeHtml(backUrl)}">Termin erneut auswählen</a>`;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Testmodus: Bezahlung | ${escapeHtml(siteName)}</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1a1f36}
  .banner{background:#b45309;color:#fff;text-align:center;padding:.6rem 1rem;font-weight:600;letter-spacing:.02em}
  main{max-width:28rem;margin:2.5rem auto;padding:0 1rem}
  .card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(26,31,54,.08);padding:1.75rem}
  .merchant{font-size:.9rem;color:#5b6478;margin:0 0 1rem}
  h1{font-size:1.15rem;margin:0 0 .35rem;line-height:1.4}
  .details{color:#5b6478;margin:0 0 1.25rem;font-size:.95rem}
  .amount{font-size:2rem;font-weight:700;margin:0 0 1.25rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0 0 1.25rem;font-size:.95rem}
  dt{color:#5b6478} dd{margin:0;word-break:break-word}
  .hold{background:#fef3c7;border-radius:8px;padding:.6rem .8rem;font-size:.9rem;margin:0 0 1.25rem}
  form{margin:0 0 .75rem}
  button{width:100%;border:0;border-radius:8px;padding:.85rem 1rem;font:inherit;font-size:1rem;font-weight:600;cursor:pointer}
  .mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.8rem;color:#5b6478}
  .pay{background:#0f766e;color:#fff} .pay:hover{background:#115e59}
  .cancel{background:#fff;color:#1a1f36;border:1px solid #cbd2dc} .cancel:hover{background:#f4f6f8}
  .done{margin:0 0 1rem} .link{color:#0f766e;font-weight:600}
  .note{font-size:.8rem;color:#5b6478;margin-top:1.25rem;text-align:center}
</style>
</head>
<body>
<div class="banner" role="status">Testmodus – es wird keine echte Zahlung ausgeführt</div>
<main>
  <div class="card">
    <p class="merchant">${escapeHtml(siteName)}</p>
    <h1>${escapeHtml(session.product_name)}</h1>
    ${session.product_description ? `<p class="details">${escapeHtml(session.product_description)}</p>` : ''}
    <p class="amount">${escapeHtml(formatAmount(session.amount, session.currency))}</p>
    <dl>
      ${customerName ? `<dt>Name</dt><dd>${escapeHtml(customerName)}</dd>` : ''}
      <dt>E-Mail</dt><dd>${escapeHtml(session.customer_email)}</dd>
      <dt>Zahlungs-ID</dt><dd class="mono">${escapeHtml(session.id)}</dd>
    </dl>
    ${body}
  </div>
  <p class="note">Dieser eingebaute Test-Checkout ersetzt Stripe, solange kein Stripe-Schlüssel konfiguriert ist.</p>
</main>
</body>
</html>`;
}
