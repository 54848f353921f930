import { Outlet } from 'react-router';
import { HydrateLater } from './HydrateLater';
import { LinkNavigation } from './LinkNavigation';
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
        <HydrateLater>
          <SiteFooter />
        </HydrateLater>
        <ScrollToTop />
        <LinkNavigation />
      </Toaster>
    </div>
  );
}
