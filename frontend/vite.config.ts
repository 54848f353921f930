import { reactRouter } from '@react-router/dev/vite';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { TRAINER_PHOTO_PATH, TRAINER_PROFILE_DEFAULT_PATH } from '../domain/src/trainer-profile';

/** The shared rules and formats are bundled from source, so each app tree-shakes them. */
export const domainAlias = {
  find: '@mpb/domain',
  replacement: fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
};

/**
 * The public site renders with Preact through its React compatibility layer: the same components
 * and React Router, a tenth of react-dom's weight in every page. The admin keeps React
 * (vite.admin.config.ts).
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

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
    resolve: { alias: [domainAlias, ...preactForReact], dedupe: ['preact', 'react-router'] },
    // React Router is bundled into the prerender (and the dev server's render), so its React is
    // Preact there as well; the packages it imports stay external.
    ssr: { noExternal: ['react-router'] },
    // openapi-fetch is the site's API client: pre-bundled, the first page in dev needs no reload.
    optimizeDeps: { include: ['openapi-fetch'] },
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        // The admin (its own build) and the queue dashboard are served by the API.
        '/admin': { target: apiTarget, changeOrigin: false },
        // A trainer photo the profile names as a local file.
        [TRAINER_PHOTO_PATH]: { target: apiTarget, changeOrigin: false },
      },
    },
    build: {
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
