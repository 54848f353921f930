import { SITE_SETTINGS_ELEMENT_ID, siteSettingsJson } from '@mpb/domain';
import { type ReactNode, useEffect } from 'react';
import {
  Links,
  Meta,
  type LinksFunction,
  type MetaFunction,
  Outlet,
  Scripts,
  useLocation,
  useRouteError,
} from 'react-router';
// The base styles come first; every component's own styles build on them.
import './site/styles/site.css';
// Layout pieces on (nearly) every page load with the base styles, in one stylesheet.
import './site/styles/logo.css';
import './site/styles/site-header.css';
import './site/styles/hero.css';
import './site/styles/course-card.css';
import './site/styles/sold-out-card.css';
import './site/styles/spots.css';
import './site/styles/course-date-list.css';
import './site/styles/spinner.css';
import './site/styles/feature-grid.css';
import './site/styles/contact-block.css';
import './site/styles/call-to-action.css';
import './site/styles/prose.css';
import './site/styles/status-panel.css';
import './site/styles/site-footer.css';
import { ErrorScreen } from './site/components/ErrorScreen';
import { ServedCourseEvents } from './site/components/ServedCourseEvents';
import { Spinner } from './site/components/Spinner';
import { whenHydrated } from './site/lib/hydration-turns';
import { isEnglishPath } from './site/lib/navigation';
import { PRODUCT_NAME } from './site/lib/site-config';
import { SITE } from './site/lib/site-settings';

export const links: LinksFunction = () => [
  // The .ico for browsers and tools that take no SVG, and for the address they ask for unprompted.
  { rel: 'icon', href: '/favicon.ico', sizes: 'any' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/** Pages replace this with their own meta; it titles the SPA fallback (e.g. /admin) until then. */
export const meta: MetaFunction = () => [{ title: PRODUCT_NAME }];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = isEnglishPath(pathname) ? 'en' : 'de';
  // The client renders into the served <html> (entry.client.tsx), so a change of language is set here.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  // Marks the page interactive once every part of it is hydrated and has run its effects.
  useEffect(() => {
    void whenHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f71" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
        <ServedCourseEvents />
      </head>
      <body>
        {children}
        {/* The server's operator and contact details, read by site-settings.ts before hydration. */}
        <script
          type="application/json"
          id={SITE_SETTINGS_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: siteSettingsJson(SITE) }}
        />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown by the SPA fallback HTML (e.g. /admin) until the client has matched the route. */
export function HydrateFallback() {
  return (
    <div className="app-loading">
      <Spinner label="Seite wird geladen..." />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <ErrorScreen />;
}
