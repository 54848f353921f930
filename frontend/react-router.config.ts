import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
import { siteSettingsPlaceholders } from '../domain/src/site-settings';
import { writeSiteFiles } from './site-files';
import { prerenderedPaths } from './src/site/lib/public-routes';

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  // No runtime server: the NestJS API serves build/client. Public pages are prerendered to HTML,
  // everything else (/admin/*, unknown paths) hydrates from build/client/__spa-fallback.html.
  ssr: false,
  prerender: prerenderedPaths,
  // The origin is the placeholder the pages' canonical links hold; the API fills in PUBLIC_URL.
  buildEnd: ({ viteConfig }) => writeSiteFiles(join(viteConfig.root, 'build/client'), siteSettingsPlaceholders().url),
} satisfies Config;
