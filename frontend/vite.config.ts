import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';

/** The backend's variables (.env.example) double as the site's build-time contact and operator details. */
const sharedVariables = {
  VITE_SITE_PHONE: 'SITE_PHONE',
  VITE_SITE_EMAIL: 'SITE_EMAIL',
  VITE_SITE_OPERATOR: 'SITE_OPERATOR',
  VITE_SITE_URL: 'PUBLIC_URL',
  VITE_SITE_COMPANY: 'SITE_COMPANY',
  VITE_SITE_STREET: 'SITE_STREET',
  VITE_SITE_POSTAL_CODE: 'SITE_POSTAL_CODE',
  VITE_SITE_CITY: 'SITE_CITY',
  VITE_SITE_REGISTER_COURT: 'SITE_REGISTER_COURT',
  VITE_SITE_REGISTER_NUMBER: 'SITE_REGISTER_NUMBER',
  VITE_SITE_MANAGING_DIRECTORS: 'SITE_MANAGING_DIRECTORS',
  VITE_SITE_VAT_ID: 'SITE_VAT_ID',
  VITE_SITE_CONTENT_RESPONSIBLE: 'SITE_CONTENT_RESPONSIBLE',
  VITE_SITE_PRIVACY_AUTHORITY: 'SITE_PRIVACY_AUTHORITY',
  VITE_SITE_HOSTING_PROVIDER: 'SITE_HOSTING_PROVIDER',
  VITE_SITE_MAIL_PROVIDER: 'SITE_MAIL_PROVIDER',
  VITE_SITE_LEGAL_CHECK_LAST: 'SITE_LEGAL_CHECK_LAST',
  VITE_SITE_LEGAL_CHECK_NEXT: 'SITE_LEGAL_CHECK_NEXT',
  VITE_BLOG_DISCOUNT_CODE: 'BLOG_DISCOUNT_CODE',
  VITE_SITE_MESSENGER_NUMBER: 'SITE_MESSENGER_NUMBER',
  VITE_ANALYTICS_SITE_ID: 'ANALYTICS_SITE_ID',
  VITE_ANALYTICS_SCRIPT_URL: 'ANALYTICS_SCRIPT_URL',
};

export default defineConfig(({ mode }) => {
  // One .env at the repository root serves backend and frontend alike.
  const env = loadEnv(mode, '..', '');
  for (const [viteName, sharedName] of Object.entries(sharedVariables)) {
    if (!env[viteName] && env[sharedName]) process.env[viteName] = env[sharedName];
  }
  const apiTarget = `http://127.0.0.1:${env.PORT || '3000'}`;

  return {
    plugins: [reactRouter()],
    envDir: '..',
    resolve: {
      // The shared rules and formats are bundled from source, so the site tree-shakes them.
      alias: { '@mpb/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
      // react-admin imports react-router-dom, which npm may hoist with its own nested react-router
      // copy. A second copy would give the admin its own router context, so resolve each one once.
      dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'],
    },
    optimizeDeps: {
      // Pre-bundle the lazily loaded admin's dependencies so the first /admin visit in dev does
      // not hit Vite's 'outdated optimize dep' reload.
      include: [
        'react-admin',
        '@mui/material',
        'ra-data-simple-rest',
        'ra-i18n-polyglot',
        'ra-language-english',
        'ra-language-german',
        '@mui/icons-material/Drafts',
        '@mui/icons-material/Email',
        '@mui/icons-material/EventNote',
        '@mui/icons-material/HourglassTop',
        '@mui/icons-material/LocalOffer',
        '@mui/icons-material/PrivacyTip',
        '@mui/icons-material/School',
      ],
    },
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        // The queue dashboard (Bull Board) is served by the API, not by the site.
        '/admin/queues': { target: apiTarget, changeOrigin: false },
      },
    },
    build: {
      // The react-admin chunk is big by nature; it is only ever loaded on /admin.
      chunkSizeWarningLimit: 1600,
      rollupOptions: {
        // Each route and component would otherwise be a chunk of its own: the home page preloaded
        // 25 scripts, most under 2 KiB, each a round trip on one of HTTP/1.1's six connections
        // before the first paint on a slow network. Rollup folds side-effect-free chunks below
        // this size into a chunk loaded under the same conditions (13 scripts), so nothing lazy
        // becomes eager.
        output: { experimentalMinChunkSize: 16_384 },
      },
    },
  };
});
