import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { loadAnalyticsIfConsented } from '../lib/consent';
import { footerLegalNavigation, footerNavigation, isEnglishPath } from '../lib/navigation';
import { PRODUCT_NAME, SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';
import { Logo } from './Logo';

const CookieSettingsDialog = lazy(() => import('../dialogs/CookieSettingsDialog'));

export function SiteFooter() {
  const english = isEnglishPath(useLocation().pathname);
  const [cookieDialogOpen, setCookieDialogOpen] = useState(false);
  // Every public page has the footer: analytics starts here, and only with earlier consent.
  useEffect(loadAnalyticsIfConsented, []);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={PRODUCT_NAME}>
          <a href={english ? '/home-en' : '/'} className="brand brand--inverted">
            <Logo tagline={english ? 'Certification' : 'Zertifizierung'} />
          </a>
          <p>
            {english
              ? 'Live online training for medical device consultants with a qualified certificate.'
              : 'Live-Online-Seminare für Medizinprodukteberater mit qualifiziertem Zertifikat: praxisnah, rechtssicher und bequem von Ihrem Arbeitsplatz aus.'}
          </p>
        </section>

        <nav className="site-footer__column" aria-label={english ? 'Pages' : 'Seiten'}>
          <h2 className="site-footer__heading">{english ? 'Pages' : 'Seiten'}</h2>
          <ul>
            {footerNavigation.map((link) => (
              <li key={link.germanPath}>
                <a href={english ? link.englishPath : link.germanPath}>
                  {english ? link.englishLabel : link.germanLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__column" aria-label={english ? 'Legal' : 'Rechtliches'}>
          <h2 className="site-footer__heading">{english ? 'Legal' : 'Rechtliches'}</h2>
          <ul>
            {footerLegalNavigation.map((link) => (
              <li key={link.germanPath}>
                <a href={link.germanPath}>{english ? link.englishLabel : link.germanLabel}</a>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={() => setCookieDialogOpen(true)}>
                {english ? 'Cookie settings' : 'Cookie-Einstellungen'}
              </button>
            </li>
          </ul>
        </nav>

        <section className="site-footer__column" aria-labelledby="footer-contact-heading">
          <h2 className="site-footer__heading" id="footer-contact-heading">
            {english ? 'Contact' : 'Kontakt'}
          </h2>
          <ul className="site-footer__contact">
            <li>
              <span className="site-footer__contact-label">{english ? 'Phone' : 'Telefon'}</span>
              <a href={phoneHref()}>{SITE_PHONE}</a>
            </li>
            <li>
              <span className="site-footer__contact-label">{english ? 'E-mail' : 'E-Mail'}</span>
              <a href={mailHref()}>{SITE_EMAIL}</a>
            </li>
          </ul>
        </section>
      </div>

      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {year} {PRODUCT_NAME}
          </p>
        </div>
      </div>

      {cookieDialogOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog onClose={() => setCookieDialogOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
