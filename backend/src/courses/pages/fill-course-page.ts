import { SERVED_COURSE_EVENTS, SITE_PATHS, siteUrl } from '@mpb/domain';
import { Course } from '../course.entity';
import { courseEvent, courseOffer } from './course-structured-data';
import { servedTexts } from './served-texts';

interface Site {
  /** Used when the page names no canonical URL of its own. */
  url: string;
  name: string;
}

const SERVED_ELEMENT = /(<(\w+)\b[^>]*\sdata-served="([\w-]+)"[^>]*>)[^<]*(<\/\2>)/g;
const STRUCTURED_DATA = /(<script type="application\/ld\+json">)([^<]*)(<\/script>)/g;
const CANONICAL = /<link rel="canonical" href="([^"]+)"/;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside a script element, escaped as React Router writes its own structured data. */
function scriptJson(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A prerendered page with the current courses in it: the `data-served` texts (next date, price,
 * free seats), `offers` on its Course structured data, and an Event per upcoming date at the end of
 * <head>, marked for the site to keep through hydration (ServedCourseEvents).
 */
export function fillCoursePage(html: string, courses: Course[], site: Site): string {
  const origin = new URL(CANONICAL.exec(html)?.[1] ?? site.url).origin;
  const links = {
    bookingUrl: siteUrl(origin, SITE_PATHS.courses),
    organizer: { name: site.name, url: siteUrl(origin, SITE_PATHS.home) },
  };
  const texts = servedTexts(courses);
  const offer = courseOffer(courses, links);

  const withTexts = html.replace(SERVED_ELEMENT, (element, open: string, _tag, name: string, close: string) => {
    const text = texts[name as keyof typeof texts];
    return text === undefined ? element : `${open}${escapeText(text)}${close}`;
  });
  const withOffer = withTexts.replace(STRUCTURED_DATA, (script, open: string, json: string, close: string) => {
    // The page's own structured data, written by the prerender: an object, checked for its type below.
    const data = JSON.parse(json) as Record<string, unknown>;
    if (data['@type'] !== 'Course' || !offer) return script;
    return `${open}${scriptJson({ ...data, offers: offer })}${close}`;
  });
  const events = courses
    .map(
      (course) =>
        `<script type="application/ld+json" data-served="${SERVED_COURSE_EVENTS}">${scriptJson(courseEvent(course, links))}</script>`,
    )
    .join('');
  return withOffer.replace('</head>', `${events}</head>`);
}
