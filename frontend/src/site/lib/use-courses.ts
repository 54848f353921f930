import { useCallback, useEffect, useRef, useState } from 'react';
import { COURSES_CHANGED_EVENT, COURSES_STREAM_URL } from '@mpb/domain';
import { type Course, fetchCourses, hasStarted } from './courses';

const START_CHECK_MS = 30_000;
/** After a failed load the list is tried again, waiting twice as long each time up to this. */
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 30_000;

interface CoursesState {
  courses: Course[];
  loading: boolean;
  /** The list could not be loaded and none is known: say so instead of showing every date sold out. */
  unavailable: boolean;
  retry: () => void;
}

/**
 * Loads the course list and reloads it whenever the server announces a change over server-sent
 * events. When loading fails it keeps trying with growing pauses; `retry` tries at once.
 */
export function useCourses(): CoursesState {
  const [state, setState] = useState({ courses: [] as Course[], loading: true, unavailable: false });
  const latestRequest = useRef<AbortController | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryDelay = useRef(RETRY_FIRST_MS);

  const load = useCallback(async function loadCourses(): Promise<void> {
    clearTimeout(retryTimer.current);
    latestRequest.current?.abort();
    const controller = new AbortController();
    latestRequest.current = controller;
    try {
      const courses = await fetchCourses(controller.signal);
      if (controller.signal.aborted) return;
      retryDelay.current = RETRY_FIRST_MS;
      setState({ courses, loading: false, unavailable: false });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Kurse konnten nicht geladen werden', error);
      setState((previous) => ({
        courses: previous.courses,
        loading: false,
        unavailable: previous.courses.length === 0,
      }));
      retryTimer.current = setTimeout(() => void loadCourses(), retryDelay.current);
      retryDelay.current = Math.min(retryDelay.current * 2, RETRY_MAX_MS);
    }
  }, []);

  // A page left open past a course's start must stop offering it (DECISIONS 26), as the API does.
  useEffect(() => {
    const timer = setInterval(() => {
      setState((previous) =>
        previous.courses.some((course) => hasStarted(course))
          ? { ...previous, courses: previous.courses.filter((course) => !hasStarted(course)) }
          : previous,
      );
    }, START_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    void load();
    if (typeof EventSource === 'undefined') {
      return () => {
        latestRequest.current?.abort();
        clearTimeout(retryTimer.current);
      };
    }

    const stream = new EventSource(COURSES_STREAM_URL);
    const reload = () => void load();
    stream.addEventListener(COURSES_CHANGED_EVENT, reload);
    // EventSource reconnects by itself; changes missed while disconnected are caught up on reopen.
    let opened = false;
    stream.addEventListener('open', () => {
      if (opened) reload();
      opened = true;
    });
    return () => {
      stream.removeEventListener(COURSES_CHANGED_EVENT, reload);
      stream.close();
      latestRequest.current?.abort();
      clearTimeout(retryTimer.current);
    };
  }, [load]);

  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, loading: true }));
    void load();
  }, [load]);

  return { ...state, retry };
}
