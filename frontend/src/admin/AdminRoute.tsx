import { Suspense, lazy } from 'react';
import type { MetaFunction } from 'react-router';
import { Spinner } from '../site/components/Spinner';
import { pageTitle } from '../site/lib/seo';

// react-admin and Material UI live in this chunk only; public pages never load them.
const AdminApp = lazy(() => import('./AdminApp'));

export const meta: MetaFunction = () => [
  { title: pageTitle('Admin-Dashboard') },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminRoute() {
  return (
    <Suspense
      fallback={
        <div className="app-loading">
          <Spinner label="Dashboard wird geladen..." />
        </div>
      }
    >
      <AdminApp />
    </Suspense>
  );
}
