import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
import { siteSettingsPlaceholders } from '../domain/src/site-settings';
import { writeSiteFiles } from './site-files';
import { prerenderedPaths } from './src/site/lib/public-routes';

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  // No runtime server: the NestJS API serves build/client. Every page is prerendered to HTML, an
  // unknown path gets the 404 page; /admin is an app of its own (vite.admin.config.ts).
  ssr: false,
  prerender: prerenderedPaths,
  // The origin is the placeholder the pages' canonical links hold; the API fills in PUBLIC_URL.
  buildEnd: ({ viteConfig }) => writeSiteFiles(join(viteConfig.root, 'build/client'), siteSettingsPlaceholders().url),
} satisfies Config;
