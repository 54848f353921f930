import { SITE_PATHS } from '@mpb/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  activeNavigationKey,
  coursesNavigation,
  headerNavigation,
  isEnglishPath,
  navigationHref,
} from '../lib/navigation';
import { SITE_PHONE, phoneHref } from '../lib/site-config';
import { HydrateLater } from './HydrateLater';
import { Logo } from './Logo';

function LanguageSwitch({ english }: { english: boolean }) {
  return (
    <ul className="language-switch" aria-label={english ? 'Language' : 'Sprache'}>
      <li>
        <a href="/" lang="de" hrefLang="de" aria-current={english ? undefined : 'true'}>
          Deutsch
        </a>
      </li>
      <li>
        <a href={SITE_PATHS.englishMaintenance} lang="en" hrefLang="en" aria-current={english ? 'true' : undefined}>
          English
        </a>
      </li>
    </ul>
  );
}

export function SiteHeader() {
  const location = useLocation();
  const pathname = location.pathname;
  const english = isEnglishPath(pathname);
  const tagline = english ? 'Certification' : 'Zertifizierung';
  const activeKey = activeNavigationKey(pathname);
  // The menu is open on the location it was opened at: any navigation, including a click on the
  // current page's link, closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const links = headerNavigation.map((item) => (
    <li key={item.key}>
      <a
        href={navigationHref(item, english)}
        className="nav-link"
        aria-current={activeKey === item.key ? 'page' : undefined}
      >
        {english ? item.englishLabel : item.germanLabel}
      </a>
    </li>
  ));
  const coursesButton = (
    <a
      href={navigationHref(coursesNavigation, english)}
      className="button button--primary nav-cta"
      aria-current={activeKey === 'courses' ? 'page' : undefined}
    >
      {english ? coursesNavigation.englishLabel : coursesNavigation.germanLabel}
    </a>
  );

  // The top bar and the header hydrate in turns of their own, each one element (HydrateLater): a
  // tap on the menu before its turn does nothing, as before hydration.
  return (
    <>
      <HydrateLater>
        <div className="topbar">
          <div className="container topbar__inner">
            <p className="topbar__phone">
              <span className="topbar__label">{english ? 'Free hotline:' : 'Kostenlose Hotline:'}</span>{' '}
              <a href={phoneHref()}>{SITE_PHONE}</a>
            </p>
            <ul className="topbar__claims" lang="en">
              <li>Professional online training</li>
              <li>Qualified certificates</li>
            </ul>
            <LanguageSwitch english={english} />
          </div>
        </div>
      </HydrateLater>

      <HydrateLater>
        <header className="site-header">
          <div className="container header-main">
            <a
              href={english ? '/home-en' : '/'}
              className="brand"
              aria-label={`Medizinprodukteberater ${tagline}, ${english ? 'home page' : 'zur Startseite'}`}
            >
              <Logo tagline={tagline} />
            </a>

            <nav className="main-nav" aria-label={english ? 'Main navigation' : 'Hauptnavigation'}>
              <ul className="main-nav__list">{links}</ul>
              {coursesButton}
            </nav>

            <button
              ref={toggleRef}
              type="button"
              className="menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpenAt((openAt) => (openAt === location.key ? null : location.key))}
            >
              <span className="menu-toggle__icon" aria-hidden="true" />
              <span className="menu-toggle__label">
                {menuOpen ? (english ? 'Close' : 'Schließen') : english ? 'Menu' : 'Menü'}
              </span>
            </button>
          </div>

          <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
            <nav className="container" aria-label={english ? 'Mobile navigation' : 'Mobile Navigation'}>
              <ul className="mobile-menu__list">{links}</ul>
              {coursesButton}
              <div className="mobile-menu__meta">
                <a href={phoneHref()} className="mobile-menu__phone">
                  {SITE_PHONE}
                </a>
                <LanguageSwitch english={english} />
              </div>
            </nav>
          </div>
        </header>
      </HydrateLater>
    </>
  );
}
