import type { MetaFunction } from 'react-router';
import { seminarBenefits } from '../content/benefits';
import { CallToAction } from '../components/CallToAction';
import { ContactBlock } from '../components/ContactBlock';
import { FeatureGrid } from '../components/FeatureGrid';
import { TitledSection } from '../components/TitledSection';
import { useCourseDialogs } from '../components/use-course-dialogs';
import { ServedText } from '../components/ServedText';
import { basisPrice, findNextAvailableCourse } from '../lib/courses';
import {
  ALL_COURSES_FULL,
  formatAmount,
  formatNextCourseLabel,
  priceTaxNote,
  SERVED_TEXTS,
  SITE_PATHS,
} from '@mpb/domain';
import { hyphenate } from '../lib/hyphenation';
import { organizationSchema, pageMeta } from '../lib/seo';
import { COURSE_TITLE } from '../lib/site-config';
import { useCourses } from '../lib/use-courses';
import '../styles/home.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Live-Online-Seminar für Medizinprodukteberater',
    description:
      'Werden Sie qualifizierter Medizinprodukteberater: eintägiges Live-Online-Seminar zu MDR und MPDG mit Zertifikat, für Vertrieb, Service und Produktmanagement.',
    path: '/',
    structuredData: [
      organizationSchema(),
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Medizinprodukteberater Zertifizierung',
        inLanguage: 'de',
      },
    ],
  });

const courseBullets = [
  'Rechtliche Grundlagen: MDR, MPDG und Pflichten nach § 83 MPDG',
  'Klassifizierung von Medizinprodukten und Risikoklassen',
  'Beratung, Dokumentation und Meldung von Vorkommnissen',
  'Zertifikat direkt nach erfolgreicher Teilnahme',
];

const audiences = [
  {
    title: 'Vertrieb',
    text: 'Account Manager, Außendienst und Product Sales Specialists, die Fachkreise zu Medizinprodukten informieren.',
  },
  {
    title: 'Support und Service',
    text: 'Kundenservice, Clinical Application Specialists und Servicetechniker mit direktem Kontakt zu Anwendern.',
  },
  {
    title: 'Produktmanagement und Marketing',
    text: 'Alle, die Produktinformationen erstellen und rechtssicher kommunizieren müssen.',
  },
];

const faqs = [
  {
    question: 'Wie läuft Buchung und Bezahlung ab?',
    answer:
      'Sie wählen einen Termin, geben Ihre Daten ein und bezahlen sicher per Karte. Die Rechnung erhalten Sie per E-Mail, Firmenkunden können ihre USt-IdNr. angeben.',
  },
  {
    question: 'Was erhalte ich nach dem Seminar?',
    answer:
      'Nach erfolgreicher Teilnahme erhalten Sie ein qualifiziertes Zertifikat als Nachweis Ihrer Sachkenntnis als Medizinprodukteberater.',
  },
  {
    question: 'Welche Technik brauche ich?',
    answer:
      'Einen Computer mit aktuellem Browser, stabiler Internetverbindung, Lautsprecher oder Headset und idealerweise eine Kamera. Die Zugangsdaten senden wir Ihnen vorab.',
  },
];

export default function HomePage() {
  const { courses, loading, unavailable, retry } = useCourses();
  const dialogs = useCourseDialogs(courses);
  const nextCourse = findNextAvailableCourse(courses);
  const basis = basisPrice(courses);

  return (
    <>
      <section className="hero hero--home">
        <div className="container hero__inner hero__grid">
          <div>
            <p className="eyebrow">Qualifiziert beraten · Live-Online-Seminar mit Zertifikat</p>
            <h1 className="hero__title">{hyphenate('Ihre Zertifizierung zum Medizinprodukteberater')}</h1>
            <p className="hero__lead">
              In einem kompakten Seminartag erwerben Sie das Wissen, das §&nbsp;83 MPDG von Medizinprodukteberatern
              verlangt, praxisnah erklärt und live online.
            </p>
            <div className="hero__actions">
              {unavailable ? (
                <button type="button" className="button button--primary button--large" onClick={retry}>
                  Termine erneut laden
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--primary button--large"
                  disabled={loading || !nextCourse}
                  onClick={() => nextCourse && dialogs.openBooking(nextCourse)}
                >
                  {loading ? (
                    <ServedText name={SERVED_TEXTS.nextCourseLabel}>Termine werden geladen...</ServedText>
                  ) : nextCourse ? (
                    formatNextCourseLabel(nextCourse.date)
                  ) : (
                    ALL_COURSES_FULL
                  )}
                </button>
              )}
              <button
                type="button"
                className="button button--outline-light button--large"
                onClick={dialogs.openCalendar}
              >
                Alle Termine ansehen
              </button>
            </div>
          </div>

          <article className="offer-card" aria-labelledby="offer-title">
            <span className="badge badge--accent">Basiszertifizierung</span>
            <h2 id="offer-title" className="offer-card__title">
              {COURSE_TITLE}
            </h2>
            <p className="offer-card__meta">7,5 Stunden · Live-Online-Webinar</p>
            <ul className="check-list">
              {courseBullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
            <p className="offer-card__price">
              <ServedText name={SERVED_TEXTS.basisPrice}>{formatAmount(basis.cents)}</ServedText>{' '}
              <ServedText name={SERVED_TEXTS.basisPriceTax} className="offer-card__vat">
                {priceTaxNote(basis.vatExempt)}
              </ServedText>
            </p>
          </article>
        </div>
      </section>

      <TitledSection headingId="audience-heading" title="Für wen ist das Seminar?">
        <p className="section__lead">
          Für alle, die Fachkreise über Medizinprodukte informieren oder in deren Handhabung einweisen.
        </p>
        <FeatureGrid features={audiences} />
      </TitledSection>

      <TitledSection headingId="benefits-heading" title="Ihre Vorteile" tinted>
        <FeatureGrid features={seminarBenefits} />
      </TitledSection>

      <TitledSection headingId="faq-heading" title="Häufige Fragen">
        <ul className="faq-grid">
          {faqs.map((faq) => (
            <li key={faq.question} className="faq-card">
              <h3>{faq.question}</h3>
              <p>{faq.answer}</p>
            </li>
          ))}
          <li className="faq-card">
            <h3>Wo finde ich die rechtlichen Informationen?</h3>
            <p>
              Alle Bedingungen stehen in unseren <a href={SITE_PATHS.terms}>AGB</a>, den Umgang mit Ihren Daten erklärt
              die <a href={SITE_PATHS.privacy}>Datenschutzerklärung</a>.
            </p>
          </li>
        </ul>
      </TitledSection>

      <CallToAction />
      <ContactBlock />

      {dialogs.dialogs}
    </>
  );
}
