import { formatAmount, formatLongDate, formatShortDate, formatTimeRange, netFromGross, VAT_PERCENT } from '@mpb/domain';
import { escapeHtml } from '@mpb/emails';
import type { SiteSettings } from '@mpb/domain';
import { Booking } from '../bookings/booking.entity';
import { BookingWithPayer } from '../bookings/orders.repository';

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, 'Segoe UI', Roboto, Arial, sans-serif; color: #13222d; background: #f4f8fb; line-height: 1.5; }
  main { max-width: 760px; margin: 24px auto; padding: 32px; background: #fff; border: 1px solid #dbe5ec; border-radius: 12px; }
  header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 16px; border-bottom: 2px solid #072f44; padding-bottom: 16px; }
  h1 { margin: 0 0 4px; font-size: 1.5rem; color: #072f44; }
  .operator { font-size: .9rem; color: #4b5d6b; text-align: right; }
  h2 { font-size: 1rem; margin: 24px 0 8px; color: #072f44; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 8px 0; border-bottom: 1px solid #dbe5ec; vertical-align: top; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  tr.total td { font-weight: 700; border-bottom: 2px solid #072f44; }
  .muted { color: #4b5d6b; font-size: .9rem; }
  @media print { body { background: none; } main { border: 0; margin: 0; } }
  @media (max-width: 480px) { main { margin: 0; border-radius: 0; padding: 20px; } .operator { text-align: left; } }
`;

const PROVIDERS: Record<Booking['payment_provider'], string> = {
  stripe: 'Online-Zahlung (Stripe)',
  test: 'Testzahlung',
};

/** The payment receipt ('Zahlungsbeleg') of a paid booking: operator, payer, course, amount and its VAT share. */
export function receiptHtml(booking: BookingWithPayer, operator: SiteSettings, paidCents: number): string {
  const net = netFromGross(paidCents);
  const refunded =
    booking.payment_status === 'refunded' || booking.payment_status === 'partially_refunded'
      ? (booking.refunded_amount ?? paidCents)
      : 0;
  const payerName = booking.payer_name ?? booking.customer_name;
  const payerEmail = booking.payer_email ?? booking.customer_email;
  const company = booking.payer_email ? booking.payer_company : booking.customer_company;
  const row = (label: string, value: string, extra = '') =>
    `<tr${extra}><td>${label}</td><td class="amount">${value}</td></tr>`;
  const paidOn = booking.confirmed_at ?? booking.created_at;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zahlungsbeleg – ${escapeHtml(booking.course_title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <header>
    <div><h1>Zahlungsbeleg</h1><div class="muted">Buchungsnummer ${escapeHtml(booking.id)}<br>Bezahlt am ${escapeHtml(formatShortDate(paidOn))}</div></div>
    <div class="operator"><strong>${escapeHtml(operator.company)}</strong><br>${escapeHtml(operator.address)}<br>
      ${escapeHtml(operator.email)} · ${escapeHtml(operator.phone)}${operator.vatId ? `<br>USt-IdNr.: ${escapeHtml(operator.vatId)}` : ''}</div>
  </header>
  <h2>Zahlende Person</h2>
  <p>${escapeHtml(payerName)}${company ? `<br>${escapeHtml(company)}` : ''}<br>${escapeHtml(payerEmail)}</p>
  ${booking.payer_email ? `<p class="muted">Teilnehmende Person: ${escapeHtml(booking.customer_name)}</p>` : ''}
  <h2>Leistung</h2>
  <table>
    <thead><tr><th>Beschreibung</th><th class="amount">Betrag</th></tr></thead>
    <tbody>
      ${row(`${escapeHtml(booking.course_title)}<br><span class="muted">Live-Online-Seminar am ${escapeHtml(formatLongDate(booking.course_date))}, ${escapeHtml(formatTimeRange(booking.course_start_time, booking.course_end_time))}</span>`, escapeHtml(formatAmount(paidCents)))}
      ${row(`Nettobetrag`, escapeHtml(formatAmount(net)))}
      ${row(`enthaltene Umsatzsteuer ${VAT_PERCENT} %`, escapeHtml(formatAmount(paidCents - net)))}
      ${row('Bezahlt', escapeHtml(formatAmount(paidCents)), ' class="total"')}
      ${refunded > 0 ? row('Erstattet', `− ${escapeHtml(formatAmount(refunded))}`) : ''}
    </tbody>
  </table>
  <p class="muted">Zahlungsart: ${PROVIDERS[booking.payment_provider]}.${operator.registerNumber ? ` ${escapeHtml(`${operator.registerCourt} ${operator.registerNumber}`.trim())}` : ''}</p>
</main>
</body>
</html>`;
}
