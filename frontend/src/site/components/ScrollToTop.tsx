import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Every link click scrolls smoothly to the top (spec 000 §2), or to the element named by the hash.
 * Back/forward navigation keeps the browser's own scroll restoration.
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (!location.hash) return;
    } else if (navigationType === NavigationType.Pop) {
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    } else {
      window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
    }
  }, [location.key, location.hash, navigationType]);

  return null;
}
