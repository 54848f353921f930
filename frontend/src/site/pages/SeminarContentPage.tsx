import { Link, type MetaFunction } from 'react-router';
import { CallToAction } from '../components/CallToAction';
import { FeatureGrid } from '../components/FeatureGrid';
import { PageHero } from '../components/PageHero';
import { TitledSection } from '../components/TitledSection';
import { courseSchema, pageMeta } from '../lib/seo';
import '../styles/seminar-content.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Seminarinhalte',
    description:
      'Die Inhalte des Medizinprodukteberater-Seminars: Rechtsgrundlagen nach MDR und MPDG, Risikoklassen I bis III, Beratungspraxis, Qualitätsmanagement und Vigilanz.',
    path: '/seminarinhalte',
    breadcrumb: 'Seminarinhalte',
    structuredData: [courseSchema()],
  });

const topics = [
  {
    title: 'Rechtliche Grundlagen',
    points: [
      'Medizinprodukteverordnung (EU) 2017/745 (MDR) und Medizinprodukterecht-Durchführungsgesetz (MPDG)',
      'Rolle, Aufgaben und Sachkenntnis des Medizinprodukteberaters nach § 83 MPDG',
      'Pflichten gegenüber Fachkreisen, Herstellern und Behörden',
      'Ordnungswidrigkeiten und Haftungsrisiken in der Praxis',
    ],
  },
  {
    title: 'Produktklassifizierung und Risikoklassen I, IIa, IIb, III',
    points: [
      'Klassifizierungsregeln nach Anhang VIII der MDR an Beispielen',
      'Konformitätsbewertung, CE-Kennzeichnung und die Rolle Benannter Stellen',
      'Zweckbestimmung, Kennzeichnung und UDI',
      'Was die Risikoklasse für Ihre Beratung bedeutet',
    ],
  },
  {
    title: 'Praktische Beratungskompetenz',
    points: [
      'Fachkreise korrekt und innerhalb der Zweckbestimmung informieren',
      'Einweisung in die sachgerechte Handhabung von Medizinprodukten',
      'Typische Gesprächssituationen in Klinik und Praxis',
      'Dokumentation von Beratung und Einweisung',
    ],
  },
  {
    title: 'Qualitätsmanagement und Vigilanz',
    points: [
      'Qualitätsmanagementsysteme und Überwachung nach dem Inverkehrbringen',
      'Erkennen, Dokumentieren und Weiterleiten von Vorkommnissen',
      'Zusammenarbeit mit Sicherheitsbeauftragten und Herstellern',
      'Aktuelle Entwicklungen, zum Beispiel EUDAMED',
    ],
  },
];

const benefits = [
  { title: 'Kompakt an einem Tag', text: '7,5 Stunden konzentriertes Wissen, ohne Reisezeit und Hotelkosten.' },
  { title: 'Live und interaktiv', text: 'Fragen stellen Sie direkt im Seminar, die Gruppe bleibt bewusst klein.' },
  {
    title: 'Zertifikat als Nachweis',
    text: 'Belegen Sie Ihre Sachkenntnis gegenüber Arbeitgeber, Kunden und Behörden.',
  },
];

export default function SeminarContentPage() {
  return (
    <>
      <PageHero
        eyebrow="Seminarinhalte"
        title="Was Sie im Seminar lernen"
        lead="Vier Themenblöcke führen Sie von den Rechtsgrundlagen bis zur sicheren Beratung im Alltag."
      />

      <section className="section">
        <div className="container split split--wide-left">
          <div>
            <h2>Die vier Themenblöcke</h2>
            <div className="accordion">
              {topics.map((topic, index) => (
                <details key={topic.title} name="seminar-topics" className="accordion__item" open={index === 0}>
                  <summary className="accordion__summary">
                    <span className="accordion__number">{index + 1}</span>
                    {topic.title}
                  </summary>
                  <ul className="check-list accordion__content">
                    {topic.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </details>
              ))}
            </div>
          </div>

          <aside className="price-card" aria-labelledby="price-card-title">
            <h2 id="price-card-title" className="price-card__title">
              Basiszertifizierung
            </h2>
            <p className="price-card__price">
              399 € <span>netto zzgl. 19 % MwSt.</span>
            </p>
            <ul className="price-card__facts">
              <li>7,5 Stunden</li>
              <li>Live-Online-Webinar</li>
              <li>Zertifikat inklusive</li>
            </ul>
            <Link to="/online-seminare" className="button button--primary button--block">
              Jetzt buchen
            </Link>
          </aside>
        </div>
      </section>

      <TitledSection headingId="benefits-heading" title="Ihre Vorteile" tinted>
        <FeatureGrid features={benefits} />
      </TitledSection>

      <CallToAction />
    </>
  );
}
