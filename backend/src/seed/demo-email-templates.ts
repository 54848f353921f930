import { ACCESS_LEAD_TEXT, cancellationFeeLines, type EmailTemplateType, SITE_PATHS, siteUrl } from '@mpb/domain';

export interface DemoEmailTemplate {
  name: string;
  type: EmailTemplateType;
  subject: string;
  html_content: string;
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const COURSE_ROWS = [
  '<strong>Kurs:</strong> {{course_title}}',
  '<strong>Datum:</strong> {{course_date}}',
  '<strong>Uhrzeit:</strong> {{course_time}}',
  '<strong>Format:</strong> {{course_location}}',
];

const GREETING = '<p>Guten Tag {{customer_name}},</p>';
const SIGN_OFF = '<p>Mit freundlichen Grüßen<br>Ihr Team der Medizinprodukteberater Zertifizierung</p>';

const CALENDAR_STEP =
  '<strong>Kalender:</strong> Mit der angehängten Kalenderdatei (.ics) tragen Sie den Termin direkt in Ihren Kalender ein.';
const ACCESS_STEP = `<strong>Zugangsdaten:</strong> ${ACCESS_LEAD_TEXT} vor Kursbeginn senden wir Ihnen eine Erinnerung mit den finalen Zugangsdaten zum Live-Webinar.`;

function cancellationTerms(siteOrigin: string): string {
  return `<h3>Stornierungsbedingungen</h3>${list([
    ...cancellationFeeLines('Kurs'),
    'Bei weniger als 3 Teilnehmenden kann der Kurs vom Anbieter abgesagt werden. Bereits gezahlte Beträge erstatten wir Ihnen dann vollständig.',
    'Ihr gesetzliches Widerrufsrecht beträgt 14 Tage.',
  ])}<p>Stornieren, umbuchen oder eine Ersatzperson benennen können Sie selbst unter „Meine Buchungen“ oder per <a href="{{cancel_url}}">E-Mail an uns</a>. Alle Einzelheiten finden Sie in unseren <a href="${siteUrl(siteOrigin, SITE_PATHS.terms)}">AGB</a>.</p>`;
}

/**
 * The admin's default template of each type (001 §3), written as the built-in mail of that type
 * reads, with the placeholders the templates offer. The built-in mails say more than these can
 * (refund amount, early-start request, access data, payment due, the admin's note), so the demo
 * seeds them inactive: the built-in mails keep going out until an admin activates one.
 */
export function demoEmailTemplates(siteOrigin: string): DemoEmailTemplate[] {
  return [
    {
      name: 'Buchungsbestätigung',
      type: 'confirmation',
      subject: 'Buchungsbestätigung: {{course_title}} am {{course_date}}',
      html_content: [
        '<h2>Vielen Dank für Ihre Buchung!</h2>',
        GREETING,
        '<p>Ihre Zahlung ist eingegangen und Ihr Platz im Live-Webinar ist verbindlich gebucht. Hier sind Ihre Buchungsdaten im Überblick:</p>',
        list([
          ...COURSE_ROWS,
          '<strong>Gezahlter Betrag:</strong> {{amount}}',
          '<strong>Buchungsnummer:</strong> {{booking_id}}',
        ]),
        '<h3>So geht es weiter</h3>',
        list([
          CALENDAR_STEP,
          '<strong>Rechnung:</strong> Ihre offizielle Rechnung als PDF erhalten Sie separat von unserem Zahlungsdienstleister.',
          ACCESS_STEP,
        ]),
        cancellationTerms(siteOrigin),
        '<p>Bitte geben Sie bei Rückfragen Ihre Buchungsnummer <strong>{{booking_id}}</strong> an. Wir freuen uns auf Ihre Teilnahme!</p>',
        SIGN_OFF,
      ].join(''),
    },
    {
      name: 'Stornierung',
      type: 'cancellation',
      subject: 'Stornierung Ihrer Buchung: {{course_title}} am {{course_date}}',
      html_content: [
        '<h2>Ihre Buchung wurde storniert</h2>',
        GREETING,
        '<p>hiermit bestätigen wir die Stornierung Ihrer Buchung <strong>{{booking_id}}</strong>. Ihr Platz für den folgenden Termin ist damit nicht mehr reserviert:</p>',
        list([...COURSE_ROWS, '<strong>Buchungsnummer:</strong> {{booking_id}}']),
        '<p>Haben Sie Fragen zur Stornierung oder zu einer möglichen Erstattung? Melden Sie sich gerne bei uns, wir helfen Ihnen weiter.</p>',
        `<p>Möchten Sie an einem anderen Termin teilnehmen? Alle freien Termine finden Sie auf unserer <a href="${siteUrl(siteOrigin, SITE_PATHS.courses)}">Website</a>.</p>`,
        SIGN_OFF,
      ].join(''),
    },
    {
      name: 'Manuelle Bestätigung',
      type: 'manual-confirmation',
      subject: 'Ihre Buchung ist bestätigt: {{course_title}} am {{course_date}}',
      html_content: [
        '<h2>Ihre Buchung ist bestätigt</h2>',
        GREETING,
        '<p>wir haben Ihre Buchung geprüft und bestätigt. Ihr Platz im Live-Webinar ist damit verbindlich für Sie reserviert.</p>',
        list([
          ...COURSE_ROWS,
          '<strong>Kursgebühr:</strong> {{amount}}',
          '<strong>Buchungsnummer:</strong> {{booking_id}}',
        ]),
        '<h3>So geht es weiter</h3>',
        list([CALENDAR_STEP, ACCESS_STEP]),
        cancellationTerms(siteOrigin),
        '<p>Wir freuen uns auf Ihre Teilnahme!</p>',
        SIGN_OFF,
      ].join(''),
    },
  ];
}
