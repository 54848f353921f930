import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import {
  articleRoutes,
  certificateCheckRoute,
  englishComingSoonFile,
  englishPaths,
  germanRoutes,
  notFoundFile,
} from './site/lib/public-routes';

export default [
  layout('site/components/SiteLayout.tsx', [
    ...germanRoutes.map(({ path, file }) => (path === '/' ? index(file) : route(path.slice(1), file))),
    ...articleRoutes.map(({ path, file }) => route(path.slice(1), file, { id: `article${path.replace(/\W/g, '-')}` })),
    ...englishPaths.map((path) =>
      route(path.slice(1), englishComingSoonFile, { id: `english${path.replace(/\W/g, '-')}` }),
    ),
    route(certificateCheckRoute.path.slice(1), certificateCheckRoute.file),
    route('*', notFoundFile),
  ]),
] satisfies RouteConfig;
