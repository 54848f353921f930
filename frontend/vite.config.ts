import { reactRouter } from '@react-router/dev/vite';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { TRAINER_PHOTO_PATH, TRAINER_PROFILE_DEFAULT_PATH } from '../domain/src/trainer-profile';

export default defineConfig(({ command, mode }) => {
  // One .env at the repository root serves backend and frontend alike.
  const env = loadEnv(mode, '..', '');
  // The dev server renders the operator details of the environment (site-settings.ts); a build
  // holds placeholders that the API fills at run time, so no build reads them.
  if (command === 'serve') {
    for (const [name, value] of Object.entries(env)) process.env[name] ??= value;
    // The API reads the profile relative to the repository, where it starts.
    const repository = fileURLToPath(new URL('..', import.meta.url));
    process.env.SITE_TRAINER_PROFILE = resolve(repository, env.SITE_TRAINER_PROFILE || TRAINER_PROFILE_DEFAULT_PATH);
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
      // not hit Vite's 'outdated optimize dep' reload; openapi-fetch is the site's API client.
      include: [
        'openapi-fetch',
        'react-admin',
        '@mui/material',
        'ra-data-simple-rest',
        'ra-i18n-polyglot',
        'ra-language-english',
        'ra-language-german',
        '@mui/icons-material/AccountBalance',
        '@mui/icons-material/Drafts',
        '@mui/icons-material/Email',
        '@mui/icons-material/EventNote',
        '@mui/icons-material/History',
        '@mui/icons-material/HourglassTop',
        '@mui/icons-material/LocalOffer',
        '@mui/icons-material/PrivacyTip',
        '@mui/icons-material/ReceiptLong',
        '@mui/icons-material/School',
      ],
    },
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        // The queue dashboard (Bull Board) is served by the API, not by the site.
        '/admin/queues': { target: apiTarget, changeOrigin: false },
        // A trainer photo the profile names as a local file.
        [TRAINER_PHOTO_PATH]: { target: apiTarget, changeOrigin: false },
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
