/** The site's live updates: GET /api/courses/stream (server-sent events) and the events it sends. */
export const COURSES_STREAM_URL = '/api/courses/stream';

/** Sent after every change of a course; the site then reloads the list. */
export const COURSES_CHANGED_EVENT = 'courses-changed';

/** Sent now and then so proxies keep the connection open. */
export const HEARTBEAT_EVENT = 'heartbeat';
