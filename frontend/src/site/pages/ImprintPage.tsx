import { hyphenate } from '../lib/hyphenation';
import { SITE_PATHS } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { OperatorAddress } from '../components/OperatorAddress';
import { PageHero } from '../components/PageHero';
import { ProseSection } from '../components/ProseSection';
import { pageMeta } from '../lib/seo';
import { OPERATOR, OPERATOR_ADDRESS } from '../content/operator';
import { SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';
import '../styles/legal.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Impressum',
    description: 'Impressum und Kontaktangaben des Anbieters der Live-Online-Seminare für Medizinprodukteberater.',
    path: SITE_PATHS.imprint,
    breadcrumb: 'Impressum',
  });

export default function ImprintPage() {
  return (
    <>
      <PageHero eyebrow="Rechtliches" title="Impressum" />
      <ProseSection>
        <h2>Angaben gemäß § 5 DDG</h2>
        <OperatorAddress />
        <dl className="legal-facts">
          <dt>Vertreten durch die Geschäftsführung</dt>
          <dd>{OPERATOR.managingDirectors}</dd>
          <dt>Registergericht</dt>
          <dd>{OPERATOR.registerCourt}</dd>
          <dt>Registernummer</dt>
          <dd>{OPERATOR.registerNumber}</dd>
          <dt>Umsatzsteuer-ID (§ 27a UStG)</dt>
          <dd>{OPERATOR.vatId}</dd>
        </dl>

        <h2>Kontakt</h2>
        <dl className="legal-facts">
          <dt>Telefon</dt>
          <dd>
            <a href={phoneHref()}>{SITE_PHONE}</a>
          </dd>
          <dt>E-Mail</dt>
          <dd>
            <a href={mailHref()}>{SITE_EMAIL}</a>
          </dd>
        </dl>

        <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
        <p>
          {OPERATOR.contentResponsible}, {OPERATOR_ADDRESS}
        </p>

        <h2>{hyphenate('Verbraucherstreitbeilegung')}</h2>
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen oder Beschwerden wenden Sie sich bitte direkt an uns.
        </p>

        <h2>Haftung für Inhalte und Links</h2>
        <p>
          Wir erstellen die Inhalte dieser Website mit großer Sorgfalt. Die Fachbeiträge und Übersichten zur Rechtslage
          dienen der allgemeinen Information und ersetzen keine Rechtsberatung im Einzelfall; maßgeblich ist der jeweils
          geltende Gesetzestext. Für Inhalte verlinkter Websites sind deren Betreiber verantwortlich. Werden uns
          Rechtsverletzungen bekannt, entfernen wir die betreffenden Inhalte oder Links umgehend.
        </p>
        <p>
          Wie wir mit Ihren Daten umgehen, lesen Sie in der <a href={SITE_PATHS.privacy}>Datenschutzerklärung</a>.
        </p>
      </ProseSection>
    </>
  );
}
