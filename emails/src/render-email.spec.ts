import { describe, expect, it } from 'vitest';
import { EMAIL_TYPES, previewEmailMessage, renderEmail, type EmailMessage, type SiteInfo } from './index';

const NBSP = '\u00a0';
const site: SiteInfo = {
  phone: '0800 000 0000',
  email: 'info@example.de',
  url: 'https://www.example.de/',
  operator: 'Beispiel Beratung GmbH · Beispielweg 2 · 54321 Beispielstadt',
};
const context = { site };

const course = {
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
};

/** Renders and joins the wrapped text part into one line, so assertions do not depend on line breaks. */
function rendered(message: EmailMessage) {
  const email = renderEmail(message, context);
  return { ...email, text: email.text.replace(/[ \t\r\n]+/g, ' ') };
}

describe(renderEmail.name, () => {
  it.each(EMAIL_TYPES)('renders %s with layout, contact footer and a text part', (type) => {
    const email = rendered(previewEmailMessage(type));
    expect(email.subject.length).toBeGreaterThan(10);
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toMatch(/<html[^>]* lang="de"/);
    expect(email.html).toContain('Medizinprodukteberater Zertifizierung');
    expect(email.html).toContain('href="tel:08000000000"');
    expect(email.html).toContain('href="mailto:info@example.de"');
    expect(email.html).toContain('Beispiel Beratung GmbH · Beispielweg 2 · 54321 Beispielstadt');
    expect(email.html).toContain('href="https://www.example.de/impressum"');
    expect(email.text).toContain('Telefon: 0800 000 0000');
    expect(email.text).toContain('E-Mail: info@example.de');
    for (const part of [email.html, email.text, email.subject]) {
      expect(part).not.toMatch(/undefined|NaN|\[object Object\]/);
    }
  });

  it('renders the booking confirmation with German date, time, euro amount, next steps and terms', () => {
    const email = rendered({
      type: 'booking-confirmation',
      props: { ...course, customerName: 'Maria Schneider', bookingId: 'BK-2026-004711', amountCents: 47481 },
    });
    expect(email.subject).toBe('Buchungsbestätigung: Medizinprodukteberater Basiszertifizierung am 15.12.2026');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Dienstag, 15. Dezember 2026');
      expect(part).toContain('08:30-16:00 Uhr');
      expect(part).toContain(`474,81${NBSP}€`);
      expect(part).toContain('BK-2026-004711');
      expect(part).toContain('Live Online Webinar');
      expect(part).toContain('Ihre Rechnung erhalten Sie per E-Mail.');
      expect(part).not.toContain('Zahlungsdienstleister');
      expect(part).toContain('24 Stunden vor Kursbeginn');
      expect(part).toContain('Bis 14 Tage vor Kursbeginn: kostenfreie Stornierung');
      expect(part).toContain('Weniger als 14 Tage vor Kursbeginn: 50 % der Kursgebühr');
      expect(part).toContain('Weniger als 7 Tage vor Kursbeginn und bei Nichterscheinen: 100 % der Kursgebühr');
      expect(part).toContain('weniger als 3 Teilnehmenden');
      expect(part).toContain('Widerrufsrecht beträgt 14 Tage');
    }
    expect(email.text).toContain('Gezahlter Betrag: 474,81');
    expect(email.html).not.toContain('Hier abmelden');
  });

  it('attaches an .ics file for Europe/Berlin to the booking confirmation', () => {
    const email = rendered({
      type: 'booking-confirmation',
      props: { ...course, customerName: 'Maria Schneider', bookingId: 'BK-7', amountCents: 47481 },
    });
    expect(email.attachments).toHaveLength(1);
    const [calendar] = email.attachments ?? [];
    expect(calendar.filename).toBe('kurstermin.ics');
    expect(calendar.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(calendar.content).toContain('DTSTART:20261215T073000Z');
    expect(calendar.content).toContain('DTEND:20261215T150000Z');
    expect(calendar.content).toContain('SUMMARY:Medizinprodukteberater Basiszertifizierung');
    expect(calendar.content).toContain('LOCATION:Live Online Webinar');
    expect(calendar.content).toContain('UID:booking-BK-7@www.example.de');
  });

  it('escapes customer input in the HTML', () => {
    const email = rendered({
      type: 'booking-confirmation',
      props: { ...course, customerName: '<script>alert(1)</script>', bookingId: 'BK-8', amountCents: 100 },
    });
    expect(email.html).not.toContain('<script>alert(1)</script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('confirms a manual booking with the admin note and a summer-time calendar entry', () => {
    const email = rendered({
      type: 'manual-confirmation',
      props: {
        ...course,
        courseDate: '2026-06-16',
        customerName: 'Thomas Becker',
        bookingId: 'BK-9',
        customMessage: 'Zahlung per Überweisung erhalten.',
      },
    });
    expect(email.subject).toBe('Ihre Buchung ist bestätigt: Medizinprodukteberater Basiszertifizierung am 16.06.2026');
    expect(email.html).toContain('Dienstag, 16. Juni 2026');
    expect(email.text).toContain('Zahlung per Überweisung erhalten.');
    expect(email.text).not.toContain('Kursgebühr:');
    expect(email.attachments?.[0].content).toContain('DTSTART:20260616T063000Z');
  });

  it('tells a manually confirmed customer without bank details configured whom to ask about the fee still due', () => {
    const email = rendered({
      type: 'manual-confirmation',
      props: { ...course, customerName: 'Thomas Becker', bookingId: 'BK-11', amountCents: 47481, paymentDue: true },
    });
    expect(email.subject).toBe(
      'Ihre Buchung ist bestätigt – Zahlung ausstehend: Medizinprodukteberater Basiszertifizierung am 15.12.2026',
    );
    expect(email.text).toContain(`Die Kursgebühr von 474,81${NBSP}€ ist noch nicht bezahlt.`);
    expect(email.text).toContain('Zahlungsdetails nennen: info@example.de oder 0800 000 0000');
    expect(email.text).not.toMatch(/verbindlich|IBAN/);
  });

  it('confirms a cancellation with the refund and a link to other dates', () => {
    const withRefund = rendered({
      type: 'cancellation',
      props: { ...course, customerName: 'Maria Schneider', bookingId: 'BK-10', refundAmountCents: 47481 },
    });
    expect(withRefund.subject).toBe(
      'Stornierung Ihrer Buchung: Medizinprodukteberater Basiszertifizierung am 15.12.2026',
    );
    expect(withRefund.text).toContain(`Wir erstatten Ihnen 474,81${NBSP}€`);
    expect(withRefund.html).toContain('href="https://www.example.de/online-seminare"');
    expect(withRefund.attachments).toBeUndefined();

    const withoutRefund = rendered({
      type: 'cancellation',
      props: { ...course, customerName: 'Maria Schneider', bookingId: 'BK-10', myBookingsUrl: 'https://x.de/login' },
    });
    expect(withoutRefund.text).toContain('Dort sehen Sie Ihre Buchungen.');
    expect(withoutRefund.text).toContain('Für diese Buchung ist keine Zahlung bei uns eingegangen.');
    expect(withoutRefund.text).not.toMatch(/erstatt/i);
  });

  it('tells a participant who did not pay who booked for them, and nothing of the payment', () => {
    const email = rendered({
      type: 'cancellation',
      props: {
        ...course,
        customerName: 'Jonas Weber',
        bookingId: 'BK-10',
        refundAmountCents: 47481,
        payerName: 'Maria Schneider',
        myBookingsUrl: 'https://x.de/login',
      },
    });
    const text = email.text.replace(/\s+/g, ' ');
    expect(text).toContain(
      'Maria Schneider hat die Buchung für Sie vorgenommen und erhält alle Informationen zur Abrechnung direkt von uns.',
    );
    expect(text).toContain('Dort sehen Sie Ihre Buchungen.');
    expect(text).not.toContain('474,81');
    expect(text).not.toMatch(/erstatt|Zahlung/i);
  });

  it("tells the payer of a substitute's booking about the cancellation and their refund", () => {
    const props = { ...course, payerName: 'Maria Schneider', participantName: 'Jonas Weber', bookingId: 'BK-12' };
    const withRefund = rendered({ type: 'payer-cancellation', props: { ...props, refundAmountCents: 23741 } });
    expect(withRefund.subject).toBe(
      'Stornierung der Buchung für Jonas Weber: Medizinprodukteberater Basiszertifizierung am 15.12.2026',
    );
    const text = withRefund.text.replace(/\s+/g, ' ');
    expect(text).toContain('Guten Tag Maria Schneider,');
    expect(text).toContain('Jonas Weber ist für den folgenden Termin nicht mehr angemeldet');
    expect(text).toContain('Teilnehmer/in: Jonas Weber');
    expect(text).toContain(
      `Wir erstatten Ihnen 237,41 € auf das Zahlungsmittel, mit dem Sie die Buchung bezahlt haben.`,
    );

    const kept = rendered({ type: 'payer-cancellation', props: { ...props, refundAmountCents: 0 } });
    expect(kept.text).toContain('kein Betrag erstattet');
    expect(kept.text).not.toContain('Wir erstatten');
  });

  it('apologises for a late payment, states the full refund and links to other dates', () => {
    const email = rendered({
      type: 'refund',
      props: { ...course, customerName: 'Jonas Weber', bookingId: 'BK-11', amountCents: 47481 },
    });
    expect(email.subject).toBe(
      'Rückerstattung Ihrer Zahlung: Medizinprodukteberater Basiszertifizierung am 15.12.2026',
    );
    expect(email.text).toContain('Das tut uns sehr leid.');
    expect(email.text).toContain(`Erstattungsbetrag: 474,81${NBSP}€`);
    expect(email.text).toContain('Anderen Termin buchen');
    expect(email.html).toContain('href="https://www.example.de/online-seminare"');
  });

  it('tells a participant someone else paid for that the seat could not be booked, and nothing of the payment', () => {
    const email = rendered({
      type: 'refund',
      props: { ...course, customerName: 'Jonas Weber', bookingId: 'BK-11', payerName: 'Erika Einkauf' },
    });
    expect(email.subject).toBe(
      'Ihre Buchung konnte nicht bestätigt werden: Medizinprodukteberater Basiszertifizierung am 15.12.2026',
    );
    expect(email.text).toContain('Guten Tag Jonas Weber');
    expect(email.text).toContain(
      'Erika Einkauf hat die Buchung für Sie vorgenommen und erhält alle Informationen zur Abrechnung direkt von uns.',
    );
    expect(email.text).not.toMatch(/€|erstatt|Zahlung/i);
  });

  it('refunds the payer of a seat someone else takes part in, naming the participant', () => {
    const email = rendered({
      type: 'payer-refund',
      props: {
        ...course,
        payerName: 'Erika Einkauf',
        participantName: 'Jonas Weber',
        bookingId: 'BK-11',
        amountCents: 47481,
      },
    });
    expect(email.subject).toBe(
      'Rückerstattung Ihrer Zahlung für Jonas Weber: Medizinprodukteberater Basiszertifizierung am 15.12.2026',
    );
    expect(email.text).toContain('Guten Tag Erika Einkauf');
    expect(email.text).toContain('Teilnehmer/in: Jonas Weber');
    expect(email.text).toContain(`Erstattungsbetrag: 474,81${NBSP}€`);
    expect(email.text).toContain(`Wir haben die Erstattung von 474,81${NBSP}€ bereits veranlasst.`);
  });

  it('sends the reminder with access details and what to prepare', () => {
    const email = rendered({
      type: 'reminder',
      props: {
        ...course,
        customerName: 'Maria Schneider',
        bookingId: 'BK-12',
        access: { url: 'https://meet.example.de/raum-42', passcode: '482 913', meetingId: '845 2231' },
      },
    });
    expect(email.subject).toBe('Erinnerung: Medizinprodukteberater Basiszertifizierung am 15.12.2026 um 08:30 Uhr');
    expect(email.html).toContain('href="https://meet.example.de/raum-42"');
    expect(email.text).toContain('Kenncode: 482 913');
    expect(email.text).toContain('Meeting-ID: 845 2231');
    expect(email.text).toContain('Dienstag, 15. Dezember 2026');
    for (const item of ['stabile Internetverbindung', 'Headset', 'Webcam', 'ruhigen Raum']) {
      expect(email.text).toContain(item);
    }
  });

  it('confirms the waitlist entry with position and a personal unsubscribe link', () => {
    const email = rendered({
      type: 'waitlist-joined',
      props: {
        ...course,
        customerName: 'Laura Hoffmann',
        position: 3,
        unsubscribeUrl: 'https://www.example.de/waitlist-unsubscribe?token=t1',
      },
    });
    expect(email.subject).toBe('Warteliste: Medizinprodukteberater Basiszertifizierung am 15.12.2026 (Position 3)');
    expect(email.text).toContain('Ihre Position: 3');
    expect(email.html).toContain('href="https://www.example.de/waitlist-unsubscribe?token=t1"');
    expect(email.text).toContain('Hier abmelden https://www.example.de/waitlist-unsubscribe?token=t1');
  });

  it('offers a free seat with a booking link valid 24 hours and the expiry in German', () => {
    const email = rendered({
      type: 'waitlist-offer',
      props: {
        ...course,
        bookingUrl: 'https://www.example.de/online-seminare?offer=o1',
        expiresAt: '2026-12-02T13:30:00.000Z',
        unsubscribeUrl: 'https://www.example.de/waitlist-unsubscribe?token=t2',
      },
    });
    expect(email.subject).toBe('Ein Platz ist frei: Medizinprodukteberater Basiszertifizierung am 15.12.2026');
    expect(email.text).toContain('Guten Tag,');
    expect(email.text).toContain('24 Stunden');
    expect(email.text).toContain('Mittwoch, 2. Dezember 2026 um 14:30 Uhr');
    expect(email.html).toContain('href="https://www.example.de/online-seminare?offer=o1"');
    expect(email.html).toContain('href="https://www.example.de/waitlist-unsubscribe?token=t2"');
  });

  it('asks to confirm the newsletter sign-up without an unsubscribe block', () => {
    const email = rendered({
      type: 'newsletter-confirmation',
      props: { customerName: 'Stefan Wagner', confirmUrl: 'https://www.example.de/api/newsletter/confirm?token=n1' },
    });
    expect(email.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(email.html).toMatch(
      /<a href="https:\/\/www\.example\.de\/api\/newsletter\/confirm\?token=n1"(?:(?!<\/a>).)*>Anmeldung bestätigen<\/span>/s,
    );
    expect(email.text).toContain('Erst nach Ihrer Bestätigung');
    expect(email.html).not.toContain('Hier abmelden');
  });

  it('welcomes a confirmed subscriber with an unsubscribe link', () => {
    const email = rendered({
      type: 'newsletter-welcome',
      props: { unsubscribeUrl: 'https://www.example.de/newsletter-unsubscribe?token=n2' },
    });
    expect(email.html).toContain('href="https://www.example.de/newsletter-unsubscribe?token=n2"');
    expect(email.html).toContain('href="https://www.example.de/online-seminare"');
    expect(email.text).toContain('Guten Tag,');
  });

  it('sends a sign-in link valid 15 minutes with an ignore hint', () => {
    const email = rendered({
      type: 'magic-link',
      props: { signInUrl: 'https://www.example.de/api/auth/callback?token=m1', email: 'maria@example.de' },
    });
    expect(email.subject).toBe('Ihr Anmeldelink für die Medizinprodukteberater Zertifizierung');
    expect(email.html).toContain('href="https://www.example.de/api/auth/callback?token=m1"');
    expect(email.text).toContain('15 Minuten gültig');
    expect(email.text).toContain('ignorieren Sie diese E-Mail');
  });

  it('tells an admin about second-factor changes, with the time in Berlin and what to do if it was not them', () => {
    const base = { email: 'admin@example.de', occurredAt: '2026-12-16T13:30:00Z' };
    const enrolled = rendered({ type: 'security-notice', props: { ...base, kind: 'second-factor-enrolled' } });
    expect(enrolled.subject).toBe('Sicherheitshinweis: Zwei-Faktor-Anmeldung eingerichtet');
    expect(enrolled.text).toContain('am Mittwoch, 16. Dezember 2026 um 14:30 Uhr die Zwei-Faktor-Anmeldung');
    const used = rendered({
      type: 'security-notice',
      props: { ...base, kind: 'recovery-code-used', remainingRecoveryCodes: 1 },
    });
    expect(used.subject).toBe('Sicherheitshinweis: Wiederherstellungscode verwendet');
    expect(used.text).toContain('noch 1 unbenutzte Wiederherstellungscode.');
    const locked = rendered({
      type: 'security-notice',
      props: { ...base, kind: 'second-factor-locked', lockedUntil: '2026-12-16T13:45:00Z' },
    });
    expect(locked.subject).toBe('Sicherheitshinweis: Zwei-Faktor-Anmeldung gesperrt');
    expect(locked.text).toContain('bis 16.12.2026 um 14:45 Uhr gesperrt');
    const reset = rendered({ type: 'security-notice', props: { ...base, kind: 'second-factor-reset' } });
    expect(reset.subject).toBe('Sicherheitshinweis: Zwei-Faktor-Anmeldung zurückgesetzt');
    expect(reset.text).toContain('alle bisherigen Wiederherstellungscodes gelten nicht mehr');
    for (const email of [enrolled, used, locked, reset])
      expect(email.text).toContain(
        'Wenn Sie das nicht waren, hat möglicherweise jemand Zugriff auf Ihr E-Mail-Postfach.',
      );
  });

  it('tells a replaced participant their seat was handed over and withdraws their calendar entry', () => {
    const props = {
      ...course,
      customerName: 'Jonas Weber',
      customerEmail: 'jonas.weber@example.de',
      bookingId: 'BK-12',
      handedOverBy: 'Maria Schneider',
      calendarSequence: 2,
    };
    const email = rendered({ type: 'substitute-replaced', props });
    expect(email.subject).toBe(
      'Ihr Kursplatz wurde übertragen: Medizinprodukteberater Basiszertifizierung am 15.12.2026',
    );
    expect(email.text).toContain('Guten Tag Jonas Weber,');
    expect(email.text).toContain(
      'Maria Schneider hat als buchende Person Ihren Platz im folgenden Kurs an eine andere Person übertragen.',
    );
    expect(email.text).toContain('Dienstag, 15. Dezember 2026');
    expect(email.text).toContain('08:30-16:00 Uhr');
    expect(email.text).toContain('Der Platz und die Zugangsdaten zum Live-Webinar gelten nicht mehr für Sie.');
    expect(email.text).toContain('oder telefonisch unter 0800 000 0000');
    expect(email.text).not.toContain('Meine Buchungen');
    const [calendar] = email.attachments ?? [];
    expect(calendar.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(calendar.content).toContain('METHOD:CANCEL');
    expect(calendar.content).toContain('STATUS:CANCELLED');
    expect(calendar.content).toContain('SEQUENCE:2');
    expect(calendar.content).toContain('UID:booking-BK-12@www.example.de');
  });

  it('labels the admin test e-mail in the subject', () => {
    const email = rendered({
      type: 'test-email',
      props: { templateName: 'Bestätigung Standard', recipient: 'admin@example.de', sentAt: '2026-11-20T09:15:00Z' },
    });
    expect(email.subject).toBe('[Test] Bestätigung Standard');
    expect(email.text).toContain('Versendet am: Freitag, 20. November 2026 um 10:15 Uhr');
  });

  it('falls back to a neutral legal line without an operator', () => {
    const email = renderEmail(previewEmailMessage('magic-link'), {
      site: { phone: '0800 000 0000', email: 'info@example.de', url: 'https://www.example.de' },
    });
    expect(email.text).toContain('Anbieterangaben siehe Impressum');
  });

  it('keeps line breaks out of the subject', () => {
    const email = rendered({
      type: 'test-email',
      props: {
        templateName: 'Vorlage\r\nBcc: someone@example.com',
        recipient: 'admin@example.de',
        sentAt: '2026-11-20T09:15:00Z',
      },
    });
    expect(email.subject).toBe('[Test] Vorlage Bcc: someone@example.com');
  });

  it('refuses an unknown type', () => {
    expect(() => renderEmail({ type: 'spam', props: {} } as unknown as EmailMessage, context)).toThrow(
      'Unknown e-mail type: spam',
    );
  });
});
