import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './src/site/lib/public-routes';

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  // No runtime server: the NestJS API serves build/client. Public pages are prerendered to HTML,
  // everything else (/admin/*, unknown paths) hydrates from build/client/__spa-fallback.html.
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
