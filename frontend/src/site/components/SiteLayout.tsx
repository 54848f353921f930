import { Outlet } from 'react-router';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { Toaster } from './Toaster';

export default function SiteLayout() {
  return (
    <div className="site">
      <Toaster>
        <a className="skip-link" href="#main">
          Zum Inhalt springen
        </a>
        <SiteHeader />
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollToTop />
      </Toaster>
    </div>
  );
}
