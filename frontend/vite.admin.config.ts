import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compressFiles } from './site-files';
import { domainAlias } from './vite.config';

const clientDirectory = fileURLToPath(new URL('build/client', import.meta.url));

/**
 * The admin dashboard, an app of its own with React, react-admin and Material UI, built after the
 * site into the same directory: admin/index.html (served for every path below /admin) and its
 * assets in admin/assets, so the site's dev server can hand all of /admin to the API.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  envDir: '..',
  // The site's build has copied public/ already and added its sitemap line to robots.txt.
  publicDir: false,
  resolve: {
    alias: [domainAlias],
    // react-admin imports react-router-dom, which npm may hoist with its own nested react-router
    // copy. A second copy would give the admin two router contexts, so resolve each one once.
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'],
  },
  build: {
    outDir: clientDirectory,
    emptyOutDir: false,
    assetsDir: 'admin/assets',
    // react-admin and Material UI are big by nature; only /admin loads them.
    chunkSizeWarningLimit: 1600,
    rollupOptions: {
      input: fileURLToPath(new URL('admin/index.html', import.meta.url)),
      // Material UI marks its modules "use client" for React Server Components, which a browser
      // bundle has no use for.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  plugins: [
    {
      name: 'compress-admin-files',
      writeBundle(_options, bundle) {
        compressFiles(Object.keys(bundle).map((file) => `${clientDirectory}/${file}`));
      },
    },
  ],
});
