import { describe, expect, it } from 'vitest';
import { renderEmail, type SiteInfo } from '../index';
import type { PaymentReminderProps } from './payment-reminder';

const NBSP = '\u00a0';
const site: SiteInfo = {
  phone: '0800 000 0000',
  email: 'info@example.de',
  url: 'https://www.example.de/',
  bank: { accountHolder: 'Beispiel Beratung GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
};
const props: PaymentReminderProps = {
  buyerName: 'Maria Schneider',
  invoiceNumber: 'RE-2026-00042',
  invoiceDate: '2026-11-02',
  grossCents: 47481,
  dueDate: '2026-11-16',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung, Live-Online-Seminar',
  courseDate: '2026-12-15',
  participantNames: ['Jonas Weber', 'Eva Braun'],
  second: false,
};

function rendered(second: boolean, context = { site }) {
  const email = renderEmail({ type: 'payment-reminder', props: { ...props, second } }, context);
  // React's text separators in the HTML say nothing about what a reader sees.
  return { ...email, html: email.html.replaceAll('<!-- -->', ''), text: email.text.replace(/[ \t\r\n]+/g, ' ') };
}

describe('payment reminder e-mail', () => {
  it('names the invoice, the amount, the due date and where to transfer it with which reference', () => {
    const email = rendered(false);
    expect(email.subject).toBe('Zahlungserinnerung: Rechnung RE-2026-00042');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('seit dem 16.11.2026 fällig');
      expect(part).toContain(`474,81${NBSP}€`);
      expect(part).toContain('Kontoinhaber: Beispiel Beratung GmbH');
      expect(part).toContain('IBAN: DE89 3704 0044 0532 0130 00');
      expect(part).toContain('BIC: COBADEFFXXX');
      expect(part).toContain('Verwendungszweck: RE-2026-00042');
      expect(part).toContain('02.11.2026');
      expect(part).toContain('15.12.2026');
      expect(part).toContain('Jonas Weber, Eva Braun');
      expect(part).toContain(
        'Falls Sie die Zahlung bereits veranlasst haben, betrachten Sie diese Erinnerung bitte als gegenstandslos.',
      );
      expect(part).not.toContain('stornieren');
    }
  });

  it('says in the second reminder that an unpaid booking may be cancelled and how to reach the office', () => {
    const email = rendered(true);
    expect(email.subject).toBe('Zweite Zahlungserinnerung: Rechnung RE-2026-00042');
    expect(email.text).toContain('Eine Buchung, die vor Kursbeginn nicht bezahlt ist, können wir stornieren.');
    expect(email.text).toContain('info@example.de');
    expect(email.text).toContain('0800 000 0000');
    expect(email.text).toContain('Verwendungszweck: RE-2026-00042');
  });

  it('refers to the account on the invoice when no bank account is configured', () => {
    const { bank: _bank, ...withoutBank } = site;
    const email = rendered(false, { site: withoutBank });
    expect(email.text).toContain('auf das in der Rechnung genannte Konto');
    expect(email.text).toContain('Rechnungsnummer RE-2026-00042 an');
    expect(email.text).not.toContain('IBAN');
  });
});
