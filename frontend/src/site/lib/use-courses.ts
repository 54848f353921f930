import { useCallback, useEffect, useRef, useState } from 'react';
import { COURSES_CHANGED_EVENT, COURSES_STREAM_URL, type Course, fetchCourses, hasStarted } from './courses';

const START_CHECK_MS = 30_000;

export interface CoursesState {
  courses: Course[];
  loading: boolean;
}

/**
 * Loads the course list and reloads it whenever the server announces a change over server-sent
 * events. Loading errors are only logged; the list then stays empty (spec 000 §8).
 */
export function useCourses(): CoursesState {
  const [state, setState] = useState<CoursesState>({ courses: [], loading: true });
  const latestRequest = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    latestRequest.current?.abort();
    const controller = new AbortController();
    latestRequest.current = controller;
    try {
      const courses = await fetchCourses(controller.signal);
      if (!controller.signal.aborted) setState({ courses, loading: false });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Kurse konnten nicht geladen werden', error);
      setState((previous) => ({ courses: previous.courses, loading: false }));
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
    if (typeof EventSource === 'undefined') return () => latestRequest.current?.abort();

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
    };
  }, [load]);

  return state;
}
