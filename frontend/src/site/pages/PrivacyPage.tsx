import type { MetaFunction } from 'react-router';
import { PageHero } from '../components/PageHero';
import { ProseSection } from '../components/ProseSection';
import { pageMeta } from '../lib/seo';
import { SITE_ADDRESS, SITE_EMAIL, SITE_OPERATOR, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Datenschutz',
    description:
      'Datenschutzerklärung: welche personenbezogenen Daten wir bei Buchung, Newsletter und Kontaktanfragen verarbeiten, wie lange wir sie speichern und welche Rechte Sie haben.',
    path: '/datenschutz',
    breadcrumb: 'Datenschutz',
  });

export default function PrivacyPage() {
  return (
    <>
      <PageHero eyebrow="Rechtliches" title="Datenschutzerklärung" />
      <ProseSection>
        <h2>Verantwortliche Stelle</h2>
        <p>
          {SITE_OPERATOR}
          <br />
          {SITE_ADDRESS}
          <br />
          Telefon: <a href={phoneHref()}>{SITE_PHONE}</a>
          <br />
          E-Mail: <a href={mailHref()}>{SITE_EMAIL}</a>
        </p>
        <h2>Welche Daten wir verarbeiten</h2>
        <ul>
          <li>
            <strong>Buchungen:</strong> Name, E-Mail-Adresse, optional Telefon und Firma sowie Ihre Anmerkungen, um Ihre
            Teilnahme durchzuführen (Art. 6 Abs. 1 lit. b DSGVO). Die Zahlung wickelt unser Zahlungsdienstleister ab;
            Kartendaten erhalten wir nicht.
          </li>
          <li>
            <strong>Newsletter und Warteliste:</strong> Ihre E-Mail-Adresse und optional Ihr Name, nur mit Ihrer
            Einwilligung und nach Bestätigung per E-Mail (Art. 6 Abs. 1 lit. a DSGVO).
          </li>
          <li>
            <strong>Kontaktanfragen:</strong> die Angaben, die Sie uns per Telefon oder E-Mail mitteilen.
          </li>
        </ul>
        <h2>Speicherdauer</h2>
        <ul>
          <li>Kontaktanfragen: bis zu 6 Monate nach Abschluss der Anfrage</li>
          <li>Personenbezogene Buchungsdaten: 6 Monate nach Ende des Seminars</li>
          <li>Rechnungsdaten: 10 Jahre gemäß den gesetzlichen Aufbewahrungspflichten</li>
          <li>Newsletter: bis zu Ihrem Widerruf</li>
          <li>Analyse-Cookies, falls Sie eingewilligt haben: höchstens 14 Monate</li>
        </ul>
        <h2>Cookies und externe Inhalte</h2>
        <p>
          Wir setzen nur technisch notwendige Speicherungen ein. Schriftarten und Programmcode laden wir von unserem
          eigenen Server, nicht von Drittanbietern. Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ im
          Fußbereich ändern.
        </p>
        <h2>Ihre Rechte</h2>
        <p>
          Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit
          und Widerspruch sowie das Recht, eine erteilte Einwilligung jederzeit zu widerrufen. Anfragen beantworten wir
          innerhalb eines Monats. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren.
        </p>
      </ProseSection>
    </>
  );
}
