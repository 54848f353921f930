import type { MetaFunction } from 'react-router';
import { PageHero } from '../components/PageHero';
import { ProseSection } from '../components/ProseSection';
import { pageMeta } from '../lib/seo';
import { SITE_EMAIL, SITE_OPERATOR, mailHref } from '../lib/site-config';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'AGB',
    description:
      'Allgemeine Geschäftsbedingungen für die Live-Online-Seminare zum Medizinprodukteberater: Anmeldung, Zahlung, Stornierung und Widerrufsrecht.',
    path: '/agb',
    breadcrumb: 'AGB',
  });

export default function TermsPage() {
  return (
    <>
      <PageHero eyebrow="Rechtliches" title="Allgemeine Geschäftsbedingungen" />
      <ProseSection>
        <h2>§ 1 Geltungsbereich</h2>
        <p>
          Diese Bedingungen gelten für alle Buchungen von Live-Online-Seminaren der {SITE_OPERATOR} über diese Website,
          sowohl für Privatkunden als auch für Firmenkunden.
        </p>
        <h2>§ 2 Anmeldung und Vertragsschluss</h2>
        <p>
          Mit Abschluss der Online-Buchung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit unserer
          Buchungsbestätigung per E-Mail zustande. Buchungen bearbeiten wir innerhalb von 7 Werktagen.
        </p>
        <h2>§ 3 Preise und Zahlung</h2>
        <p>
          Es gilt der bei der Buchung angezeigte Preis einschließlich der gesetzlichen Umsatzsteuer. Die Zahlung erfolgt
          bei der Buchung über unseren Zahlungsdienstleister. Rechnungen sind innerhalb von 14 Tagen nach
          Rechnungsstellung ohne Abzug fällig. Bei Zahlungsverzug berechnen wir Verzugszinsen in Höhe von 9
          Prozentpunkten über dem Basiszinssatz.
        </p>
        <h2>§ 4 Stornierung durch Teilnehmende</h2>
        <ul>
          <li>bis 14 Tage vor Seminarbeginn: kostenfrei</li>
          <li>weniger als 14 Tage vor Seminarbeginn: 50 % der Seminargebühr</li>
          <li>weniger als 7 Tage vor Seminarbeginn sowie bei Nichterscheinen: 100 % der Seminargebühr</li>
        </ul>
        <h2>§ 5 Widerrufsrecht</h2>
        <p>
          Verbraucherinnen und Verbraucher haben ein gesetzliches Widerrufsrecht von 14 Tagen ab Vertragsschluss. Der
          Widerruf ist formlos möglich, zum Beispiel per E-Mail an <a href={mailHref()}>{SITE_EMAIL}</a>.
        </p>
        <h2>§ 6 Absage durch den Veranstalter</h2>
        <p>
          Bei weniger als 3 Teilnehmenden können wir ein Seminar absagen. Bereits gezahlte Gebühren erstatten wir dann
          vollständig, oder Sie wählen einen anderen Termin.
        </p>
        <h2>§ 7 Änderungen dieser Bedingungen</h2>
        <p>
          Änderungen teilen wir Ihnen rechtzeitig mit. Sie gelten als angenommen, wenn Sie nicht innerhalb von 6 Wochen
          nach Zugang der Mitteilung widersprechen; auf diese Folge weisen wir in der Mitteilung hin.
        </p>
      </ProseSection>
    </>
  );
}
