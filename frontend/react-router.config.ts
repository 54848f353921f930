import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
import { writeSiteFiles } from './site-files';
import { prerenderedPaths } from './src/site/lib/public-routes';

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  // No runtime server: the NestJS API serves build/client. Public pages are prerendered to HTML,
  // everything else (/admin/*, unknown paths) hydrates from build/client/__spa-fallback.html.
  ssr: false,
  prerender: prerenderedPaths,
  // The same absolute origin the pages' canonical links use (site-config.ts).
  buildEnd: ({ viteConfig }) =>
    writeSiteFiles(
      join(viteConfig.root, 'build/client'),
      viteConfig.env.VITE_SITE_URL || 'https://medizinprodukteberater.example',
    ),
} satisfies Config;
