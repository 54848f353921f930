import { SITE_PATHS, articlePath } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { ProseSection } from '../components/ProseSection';
import { TitledSection } from '../components/TitledSection';
import { ViolationCard } from '../components/ViolationCard';
import { LEGAL_REVIEW, legalHistory, violations } from '../content/legal-situation';
import { pageMeta } from '../lib/seo';
import '../styles/legal.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Rechtslage und Strafen',
    description:
      'Was § 83 MPDG von Medizinprodukteberatern verlangt, welche Verstöße nach § 94 MPDG mit bis zu 30.000 Euro geahndet werden können und welche Entwicklungen 2025 und 2026 wichtig sind.',
    path: SITE_PATHS.legalSituation,
    breadcrumb: 'Rechtslage',
  });

export default function LegalSituationPage() {
  return (
    <>
      <PageHero
        eyebrow="Rechtslage"
        title="Rechtslage und Strafen für Medizinprodukteberater"
        lead="Das Medizinprodukterecht-Durchführungsgesetz (MPDG) regelt, wer Fachkreise über Medizinprodukte informieren darf und welche Pflichten damit verbunden sind. Hier finden Sie das Wichtigste im Überblick."
      />

      <ProseSection>
        <h2>Rechtsgrundlage: § 83 MPDG</h2>
        <p>
          Medizinprodukteberater ist, wer berufsmäßig Fachkreise fachlich informiert oder in die sachgerechte Handhabung
          von Medizinprodukten einweist, auch am Telefon. Diese Tätigkeit darf nur ausüben, wer die für die jeweiligen
          Produkte erforderliche Sachkenntnis und Erfahrung besitzt. Die Sachkenntnis hat, wer
        </p>
        <ul>
          <li>
            eine naturwissenschaftliche, medizinische oder technische Ausbildung abgeschlossen hat und auf die
            jeweiligen Produkte bezogen geschult wurde, oder
          </li>
          <li>
            durch eine mindestens einjährige Tätigkeit, in begründeten Fällen auch kürzer, Erfahrung in der Information
            über die jeweiligen Produkte und, soweit erforderlich, in der Einweisung erworben hat.
          </li>
        </ul>
        <p>
          Der Medizinprodukteberater muss seine Sachkenntnis der zuständigen Behörde auf Verlangen nachweisen und sich
          über die jeweiligen Produkte auf dem neuesten Erkenntnisstand halten; sein Auftraggeber hat für eine
          regelmäßige Schulung zu sorgen. Mitteilungen aus den Fachkreisen über Risiken muss er schriftlich aufzeichnen
          und unverzüglich an den Hersteller weitergeben.
        </p>
        <p className="legal-callout">
          <strong>Kein Pflichtzertifikat:</strong> Ein bestimmtes Zertifikat schreibt das Gesetz nicht vor, und es nennt
          auch keinen festen Schulungsturnus. Ein Zertifikat über eine qualifizierte Schulung ist aber ein klarer,
          überzeugender Nachweis Ihrer Sachkenntnis. Eine Auffrischung mindestens alle zwei Jahre ist unsere Empfehlung,
          keine gesetzliche Frist.
        </p>
        <h2>Bußgelder</h2>
        <p>
          Verstöße gegen § 83 MPDG sind nach § 94 Abs. 2 Nr. 7 bis 9 MPDG Ordnungswidrigkeiten. Sie können nach § 94
          Abs. 5 MPDG mit einer Geldbuße bis zu 30.000 Euro geahndet werden; bei Fahrlässigkeit beträgt das Höchstmaß
          nach § 17 Abs. 2 OWiG die Hälfte. Andere Zahlen, die im Umlauf sind, etwa 25.000 Euro oder umsatzbezogene
          Bußgelder, finden für diese Verstöße im geltenden Recht keine Grundlage.
        </p>
      </ProseSection>

      <TitledSection headingId="violations-heading" title="Typische Verstöße und ihr Risiko" tinted>
        <ul className="violation-grid">
          {violations.map((violation) => (
            <ViolationCard key={violation.violation} violation={violation} />
          ))}
        </ul>
      </TitledSection>

      <ProseSection>
        <h2>Marktüberwachung</h2>
        <p>
          Die Einhaltung des Medizinprodukterechts überwachen in Deutschland die zuständigen Behörden der Länder. Sie
          können Betriebe besichtigen, Unterlagen anfordern und sich die Sachkenntnis von Medizinprodukteberatern
          nachweisen lassen. Anlass sind häufig Meldungen über Vorkommnisse, Beschwerden von Anwendern oder Hinweise aus
          anderen Mitgliedstaaten. Seit dem 28. Mai 2026 tauschen die Behörden Informationen über ihre Maßnahmen zudem
          über das Marktüberwachungsmodul von EUDAMED aus.
        </p>
        <h2>Entwicklungen 2025 und 2026</h2>
        <ul>
          <li>
            Seit dem 10. Januar 2025 müssen Hersteller Lieferunterbrechungen bestimmter Produkte vorab melden (Art. 10a
            MDR).
          </li>
          <li>
            Seit dem 2. Februar 2025 gelten die Verbote des AI Act und die Pflicht, für KI-Kompetenz des Personals zu
            sorgen.
          </li>
          <li>
            Seit dem 28. Mai 2026 sind die ersten vier EUDAMED-Module verbindlich. Mehr dazu im Beitrag{' '}
            <a href={articlePath('eudamed-module')}>EUDAMED: Die Einführung Modul für Modul</a>.
          </li>
          <li>
            Die MDR-Übergangsfristen für Bestandsprodukte laufen bis Ende 2027 beziehungsweise Ende 2028, sofern die
            Bedingungen der Verordnung (EU) 2023/607 erfüllt sind.
          </li>
          <li>Ein Vorschlag zur Überarbeitung von MDR und IVDR ist seit Dezember 2025 im Gesetzgebungsverfahren.</li>
        </ul>
        <h2>Änderungshistorie</h2>
        <ol className="legal-history">
          {legalHistory.map((entry) => (
            <li key={entry.date}>
              <span className="legal-history__date">{entry.date}</span>
              <span>{entry.text}</span>
            </li>
          ))}
        </ol>
        <aside className="legal-review" aria-label="Rechtlicher Hinweis">
          <p>
            <strong>Rechtlicher Hinweis:</strong> Diese Übersicht dient der allgemeinen Information und ersetzt keine
            Rechtsberatung im Einzelfall. Maßgeblich ist der jeweils geltende Gesetzestext.
          </p>
          <p>
            Letzte Prüfung: {LEGAL_REVIEW.last} · Nächste planmäßige Prüfung: {LEGAL_REVIEW.next}
          </p>
          <p>
            Wie Sie die Anforderungen sicher erfüllen, zeigen unsere{' '}
            <a href={SITE_PATHS.seminarContent}>Seminarinhalte</a>; die nächsten Termine finden Sie unter{' '}
            <a href={SITE_PATHS.courses}>Online-Seminare</a>.
          </p>
        </aside>
      </ProseSection>

      <CallToAction title="Sachkenntnis sicher nachweisen" />
    </>
  );
}
