import { SITE_PATHS } from '@mpb/domain';
import { Admin, CustomRoutes, Resource, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { Navigate, Route } from 'react-router';
import auditLog from './audit-log';
import { AdminLayout } from './auth/AdminAppBar';
import { AdminLoginPage } from './auth/AdminLoginPage';
import { authProvider } from './auth/auth-provider';
import bankTransactions from './bank-transactions';
import bookings from './bookings';
import courses from './courses';
import { dataProvider } from './data-provider';
import discountCodes from './discount-codes';
import emailTemplates from './email-templates';
import gdprDeletions from './gdpr-deletions';
import { i18nProvider } from './i18n-provider';
import invoices from './invoices';
import newsletterSubscribers from './newsletter-subscribers';
import orders from './orders';
import waitlistEntries from './waitlist-entries';

const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#0b4f71' },
    secondary: { main: '#0f766e' },
    // Darker than MUI's defaults, so white chip text on them reaches WCAG AA contrast.
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
  },
};

/** Route names of the original dashboard (spec 001 §2) lead to the matching resource. */
const legacyRoutes: [path: string, resource: string][] = [
  ['testing', 'bookings'],
  ['newsletter', 'newsletter-subscribers'],
  ['waitlists', 'waitlist-entries'],
  ['gdpr-requests', 'gdpr-deletions'],
];

export default function AdminApp() {
  return (
    <Admin
      basename={SITE_PATHS.admin}
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={AdminLoginPage}
      layout={AdminLayout}
      requireAuth
      i18nProvider={i18nProvider}
      theme={theme}
      title="Admin-Dashboard"
      disableTelemetry
    >
      <Resource name="bookings" {...bookings} />
      <Resource name="orders" {...orders} />
      <Resource name="courses" {...courses} />
      <Resource name="newsletter-subscribers" {...newsletterSubscribers} />
      <Resource name="waitlist-entries" {...waitlistEntries} />
      <Resource name="discount-codes" {...discountCodes} />
      <Resource name="email-templates" {...emailTemplates} />
      <Resource name="gdpr-deletions" {...gdprDeletions} />
      <Resource name="invoices" {...invoices} />
      <Resource name="bank-transactions" {...bankTransactions} />
      <Resource name="audit-log" {...auditLog} />
      <CustomRoutes>
        {legacyRoutes.map(([path, resource]) => (
          <Route key={path} path={`/${path}`} element={<Navigate to={`${SITE_PATHS.admin}/${resource}`} replace />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
