import type { MetaFunction } from 'react-router';
import { PageHero } from '../components/PageHero';
import { ProseSection } from '../components/ProseSection';
import { pageMeta } from '../lib/seo';
import { SITE_ADDRESS, SITE_EMAIL, SITE_OPERATOR, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Impressum',
    description: 'Impressum und Kontaktangaben des Anbieters der Live-Online-Seminare für Medizinprodukteberater.',
    path: '/impressum',
    breadcrumb: 'Impressum',
  });

export default function ImprintPage() {
  return (
    <>
      <PageHero eyebrow="Rechtliches" title="Impressum" />
      <ProseSection>
        <h2>Angaben gemäß § 5 DDG</h2>
        <p>
          {SITE_OPERATOR}
          <br />
          {SITE_ADDRESS}
        </p>
        <h2>Kontakt</h2>
        <p>
          Telefon: <a href={phoneHref()}>{SITE_PHONE}</a>
          <br />
          E-Mail: <a href={mailHref()}>{SITE_EMAIL}</a>
        </p>
        <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
        <p>
          {SITE_OPERATOR}, {SITE_ADDRESS}
        </p>
        <h2>Haftung für Inhalte</h2>
        <p>
          Die Inhalte dieser Website erstellen wir mit großer Sorgfalt. Sie dienen der allgemeinen Information und
          ersetzen keine Rechtsberatung im Einzelfall.
        </p>
      </ProseSection>
    </>
  );
}
