import { SITE_PATHS } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { FeatureGrid } from '../components/FeatureGrid';
import { TitledSection } from '../components/TitledSection';
import { WaitlistSignupForm } from '../components/WaitlistSignupForm';
import { hyphenate } from '../lib/hyphenation';
import { pageMeta } from '../lib/seo';
import { SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';
import { SITE } from '../lib/site-settings';
import '../styles/forms.css';
import '../styles/waitlist-landing.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Warteliste',
    description:
      'Die Seminare für Medizinprodukteberater sind stark gefragt. Tragen Sie sich in die Warteliste ein und erfahren Sie als Erste von freien Plätzen und neuen Terminen.',
    path: SITE_PATHS.waitlist,
    breadcrumb: 'Warteliste',
  });

const reasons = [
  {
    title: 'Als Erste informiert',
    text: 'Wird ein Platz frei oder steht ein neuer Termin fest, erfahren Sie es vor allen anderen.',
  },
  {
    title: 'Unverbindlich',
    text: 'Der Eintrag verpflichtet Sie zu nichts. Sie entscheiden, ob Sie den angebotenen Platz buchen.',
  },
  {
    title: 'Jederzeit abmeldbar',
    text: 'Jede E-Mail enthält einen Abmelde-Link. Ihre Daten nutzen wir nur für diesen Zweck.',
  },
];

const benefits = [
  'Live-Online-Seminar mit qualifiziertem Zertifikat',
  'Kompakt an einem Tag, ohne Anreise',
  'Kleine Gruppen mit Zeit für Ihre Fragen',
  'Praxisnah für Vertrieb, Service und Produktmanagement',
];

export default function WaitlistLandingPage() {
  return (
    <>
      <div className="notice-banner" role="note">
        <div className="container">Hohe Nachfrage: Die nächsten Termine sind schnell ausgebucht.</div>
      </div>
      <section className="hero">
        <div className="container hero__inner hero__grid">
          <div>
            <p className="eyebrow">Warteliste</p>
            <h1 className="hero__title">{hyphenate('Sichern Sie sich Ihren Platz im nächsten Seminar')}</h1>
            <p className="hero__lead">
              Tragen Sie sich ein und erfahren Sie als Erste, wenn ein Platz frei wird oder ein neuer Termin feststeht.
            </p>
            {/* Only the claims the operator configured (SITE_CLAIM_*), filled in by the API. */}
            <div dangerouslySetInnerHTML={{ __html: SITE.claimsHtml }} />
            <div className="hero__actions">
              <a href={SITE_PATHS.courses} className="button button--outline-light button--large">
                Aktuelle Termine ansehen
              </a>
            </div>
          </div>
          <WaitlistSignupForm />
        </div>
      </section>

      <section className="section" aria-labelledby="waitlist-benefits-heading">
        <div className="container split">
          <div>
            <h2 id="waitlist-benefits-heading">Das erwartet Sie</h2>
            <ul className="check-list">
              {benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
          <div className="contact-card">
            <h2>Lieber persönlich?</h2>
            <p>
              Telefon (kostenfrei): <a href={phoneHref()}>{SITE_PHONE}</a>
              <br />
              E-Mail: <a href={mailHref()}>{SITE_EMAIL}</a>
            </p>
          </div>
        </div>
      </section>

      <TitledSection headingId="reasons-heading" title="Drei gute Gründe für die Warteliste" tinted>
        <FeatureGrid features={reasons} />
      </TitledSection>
    </>
  );
}
