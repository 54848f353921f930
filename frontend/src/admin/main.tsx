import { SITE_PATHS } from '@mpb/domain';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import '../site/styles/site.css';
import '../site/styles/spinner.css';
import AdminApp from './AdminApp';

// The admin is an app of its own (admin/index.html, vite.admin.config.ts): it keeps React while the
// public site renders with Preact. react-admin routes below /admin (its `basename`).
createRoot(document.getElementById('admin')!).render(
  <BrowserRouter>
    <Routes>
      <Route path={`${SITE_PATHS.admin}/*`} element={<AdminApp />} />
    </Routes>
  </BrowserRouter>,
);
