import { SERVED_COURSE_EVENTS } from '@mpb/domain';
import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The Event structured data the API adds to the end of <head> (backend/src/courses/pages),
 * rendered again from the served page so hydration keeps it. A page reached in the browser has
 * none: the API fills only the pages it serves.
 */
export function ServedCourseEvents() {
  const { pathname } = useLocation();
  const [served] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : {
          pathname,
          events: [...document.head.querySelectorAll(`script[data-served="${SERVED_COURSE_EVENTS}"]`)].map(
            (script) => script.textContent ?? '',
          ),
        },
  );
  if (served?.pathname !== pathname) return null;
  return served.events.map((json) => (
    <script
      key={json}
      type="application/ld+json"
      data-served={SERVED_COURSE_EVENTS}
      dangerouslySetInnerHTML={{ __html: json }}
    />
  ));
}
