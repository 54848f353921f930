import { hyphenate } from '../lib/hyphenation';
import { cancellationFeeLines, SITE_PATHS } from '@mpb/domain';
import { Link, type MetaFunction } from 'react-router';
import { OperatorAddress } from '../components/OperatorAddress';
import { PageHero } from '../components/PageHero';
import { ProseSection } from '../components/ProseSection';
import { WithdrawalNotice } from '../components/WithdrawalNotice';
import { pageMeta } from '../lib/seo';
import { OPERATOR } from '../content/operator';
import { SITE_EMAIL, mailHref } from '../lib/site-config';
import '../styles/legal.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'AGB',
    description:
      'Allgemeine Geschäftsbedingungen für die Live-Online-Seminare zum Medizinprodukteberater: Vertragsschluss, Zahlung, Stornierung, Widerrufsrecht mit Muster-Widerrufsformular.',
    path: SITE_PATHS.terms,
    breadcrumb: 'AGB',
  });

export default function TermsPage() {
  return (
    <>
      <PageHero
        eyebrow="Rechtliches"
        title="Allgemeine Geschäftsbedingungen"
        lead="Für die Buchung von Live-Online-Seminaren über diese Website. Verbraucherinnen und Verbraucher finden die Widerrufsbelehrung und das Muster-Widerrufsformular am Ende dieser Seite."
      />
      <ProseSection>
        <nav className="legal-toc" aria-label="Inhalt der AGB">
          <a href="#widerrufsbelehrung">Zur Widerrufsbelehrung</a>
          <a href="#muster-widerrufsformular">Zum Muster-Widerrufsformular</a>
        </nav>

        <h2>{hyphenate('§ 1 Geltungsbereich und Anbieter')}</h2>
        <p>
          Diese Bedingungen gelten für alle Verträge über Live-Online-Seminare, die Sie über diese Website mit uns
          schließen:
        </p>
        <OperatorAddress />
        <p>
          Sie gelten für Verbraucher (§ 13 BGB) und Unternehmer (§ 14 BGB) gleichermaßen, soweit nicht ausdrücklich
          zwischen beiden unterschieden wird. Abweichende Bedingungen von Firmenkunden gelten nur, wenn wir ihnen
          ausdrücklich in Textform zustimmen.
        </p>

        <h2>§ 2 Leistungen</h2>
        <p>
          Wir führen Seminare als Live-Online-Veranstaltung zu dem auf der Website genannten Termin durch. Wer
          vollständig teilnimmt, erhält eine Teilnahmebescheinigung (Zertifikat). Ein bestimmtes Zertifikat schreibt das
          Gesetz für Medizinprodukteberater nicht vor; die Bescheinigung dient als Nachweis der erworbenen Sachkenntnis
          nach § 83 MPDG. Die Seminarinhalte dienen der fachlichen Qualifizierung und ersetzen keine Rechtsberatung im
          Einzelfall.
        </p>

        <h2>{hyphenate('§ 3 Vertragsschluss')}</h2>
        <p>
          Die Darstellung der Termine auf der Website ist noch kein bindendes Angebot. Mit dem Absenden der Buchung und
          der Zahlung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir Ihre Buchung per
          E-Mail bestätigen. Das geschieht in der Regel unmittelbar nach der Zahlung; Buchungen, die wir manuell prüfen
          müssen, bearbeiten wir innerhalb von 7 Werktagen. Vertragssprache ist Deutsch. Den Vertragstext mit diesen
          Bedingungen erhalten Sie mit der Buchungsbestätigung.
        </p>

        <h2>§ 4 Preise und Zahlung</h2>
        <p>
          Es gilt der bei der Buchung angezeigte Preis. Er enthält die gesetzliche Umsatzsteuer von derzeit 19 %. Bei
          der Online-Buchung zahlen Sie sofort über unseren Zahlungsdienstleister Stripe. Ist ausnahmsweise die Zahlung
          auf Rechnung vereinbart, ist der Rechnungsbetrag innerhalb von 14 Tagen nach Rechnungsstellung ohne Abzug
          fällig.
        </p>
        <p>
          Bei Zahlungsverzug schulden Verbraucher Verzugszinsen in Höhe von 5 Prozentpunkten über dem Basiszinssatz (§
          288 Abs. 1 BGB), Unternehmer in Höhe von 9 Prozentpunkten über dem Basiszinssatz (§ 288 Abs. 2 BGB) sowie die
          Pauschale nach § 288 Abs. 5 BGB. Die Geltendmachung eines weiteren Schadens bleibt vorbehalten.
        </p>

        <h2>§ 5 Rabattcodes</h2>
        <p>
          Rabattcodes gelten zu den bei ihrer Ausgabe genannten Bedingungen und in ihrem Gültigkeitszeitraum. Jeder Code
          kann je E-Mail-Adresse einmal eingelöst werden. Codes sind nicht miteinander kombinierbar und werden nicht bar
          ausgezahlt.
        </p>

        <h2>§ 6 Durchführung und Technik</h2>
        <p>
          Sie benötigen einen Computer mit aktuellem Browser, Lautsprecher oder Headset und eine stabile
          Internetverbindung; ein Mikrofon ist für Fragen empfehlenswert. Den Zugang zum virtuellen Seminarraum senden
          wir Ihnen spätestens 24 Stunden vor Beginn per E-Mail. Der Zugang ist persönlich. Mitschnitte des Seminars
          sind nicht gestattet.
        </p>

        <h2>§ 7 Stornierung durch Teilnehmende</h2>
        <p>
          Sie können eine Buchung jederzeit in Textform (zum Beispiel per E-Mail an{' '}
          <a href={mailHref()}>{SITE_EMAIL}</a>) stornieren. Maßgeblich ist der Zugang der Stornierung bei uns:
        </p>
        <ul>
          {cancellationFeeLines('Seminar').map((line, index, lines) => (
            <li key={line}>
              {line}
              {index < lines.length - 1 ? ';' : '.'}
            </li>
          ))}
        </ul>
        <p>
          Sie können ohne zusätzliche Kosten eine Ersatzperson benennen. Ihnen bleibt der Nachweis unbenommen, dass uns
          kein oder ein wesentlich geringerer Schaden entstanden ist. Das gesetzliche Widerrufsrecht für Verbraucher (§
          9) bleibt unberührt.
        </p>

        <h2>§ 8 Absage oder Verlegung durch uns</h2>
        <p>
          Melden sich weniger als 3 Teilnehmende an, können wir ein Seminar absagen. Dasselbe gilt, wenn es aus Gründen
          nicht stattfinden kann, die wir nicht zu vertreten haben, etwa bei Erkrankung der Referentin oder des
          Referenten. Wir informieren Sie so früh wie möglich. Bereits gezahlte Gebühren erstatten wir vollständig, oder
          Sie buchen auf Wunsch kostenfrei auf einen anderen Termin um. Weitergehende Ansprüche bestehen nur nach § 10.
        </p>

        <h2>§ 9 Widerrufsrecht</h2>
        <p>
          Verbraucher haben ein gesetzliches Widerrufsrecht von 14 Tagen nach Maßgabe der{' '}
          <a href="#widerrufsbelehrung">Widerrufsbelehrung</a> unten. Unternehmer haben kein gesetzliches
          Widerrufsrecht.
        </p>

        <h2>§ 10 Haftung</h2>
        <p>
          Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des
          Körpers oder der Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger Verletzung einer
          wesentlichen Vertragspflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst ermöglicht und
          auf deren Einhaltung Sie regelmäßig vertrauen dürfen, ist die Haftung auf den vertragstypischen,
          vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.
        </p>

        <h2>{hyphenate('§ 11 Seminarunterlagen')}</h2>
        <p>
          Die Seminarunterlagen sind urheberrechtlich geschützt. Sie dürfen sie für Ihren eigenen beruflichen Gebrauch
          nutzen, aber nicht ohne unsere Zustimmung vervielfältigen, veröffentlichen oder an Dritte weitergeben.
        </p>

        <h2>§ 12 Datenschutz</h2>
        <p>
          Wie wir Ihre Daten verarbeiten, beschreibt unsere <Link to={SITE_PATHS.privacy}>Datenschutzerklärung</Link>.
        </p>

        <h2>§ 13 Änderungen dieser Bedingungen</h2>
        <p>
          Für einen geschlossenen Vertrag gelten die Bedingungen in der Fassung bei Vertragsschluss. Mit Firmenkunden,
          die mit uns eine laufende Rahmenvereinbarung haben, gilt: Änderungen teilen wir in Textform mit; sie gelten
          als angenommen, wenn Sie nicht innerhalb von 6 Wochen nach Zugang der Mitteilung widersprechen. Auf diese
          Frist und die Folge Ihres Schweigens weisen wir in der Mitteilung gesondert hin.
        </p>

        <h2>{hyphenate('§ 14 Schlussbestimmungen')}</h2>
        <p>
          Es gilt das Recht der Bundesrepublik Deutschland. Für Verbraucher gilt diese Rechtswahl nur, soweit ihnen
          nicht der Schutz zwingender Vorschriften des Staates ihres gewöhnlichen Aufenthalts entzogen wird. Ist der
          Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist
          Gerichtsstand der Sitz der {OPERATOR.company}. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen
          wirksam.
        </p>
      </ProseSection>

      <WithdrawalNotice />
    </>
  );
}
