import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** The API, the admin dashboard and files are served by the server, not by the site's router. */
function isSitePage(url: URL): boolean {
  return (
    url.origin === window.location.origin &&
    !/^\/(api|admin)(\/|$)/.test(url.pathname) &&
    !/\.[a-z0-9]+$/i.test(url.pathname)
  );
}

function linkToFollow(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  return link.target && link.target !== '_self' ? null : link;
}

/**
 * Follows the site's own links inside the running app, the way a router link does, with one
 * listener for the whole page: links stay plain anchors, so they cost nothing to hydrate and work
 * before hydration. A link to an anchor on the same page is left to the browser.
 */
export function LinkNavigation() {
  const navigate = useNavigate();

  useEffect(() => {
    const followInApp = (event: MouseEvent) => {
      const link = linkToFollow(event);
      if (!link) return;
      const url = new URL(link.href);
      if (!isSitePage(url)) return;
      const here = window.location;
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
      event.preventDefault();
      const path = url.pathname + url.search + url.hash;
      void navigate(path, { replace: path === here.pathname + here.search + here.hash });
    };
    document.addEventListener('click', followInApp);
    return () => document.removeEventListener('click', followInApp);
  }, [navigate]);

  return null;
}
