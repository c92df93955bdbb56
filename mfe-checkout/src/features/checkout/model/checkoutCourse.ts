import type { EventMap } from 'shared-contract';
import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bus, CHECKOUT_PARAMS } from 'shared-events';

/** The query parameters /checkout understands: `?courseId=5` (required) and `&coupon=CODE` (validated on arrival). */
export const COURSE_PARAM = CHECKOUT_PARAMS.courseId;
export const COUPON_PARAM = CHECKOUT_PARAMS.coupon;

export function parseCourseId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

type EnrollmentStarted = EventMap['checkout:enrollment-started'];

// The latest enrollment the catalogue started while this remote was loaded; heard from module load on, so
// an event published just before navigating to /checkout is not lost if the page mounts after it.
let lastStarted: EnrollmentStarted | null = null;
const listeners = new Set<() => void>();
bus.subscribe('checkout:enrollment-started', (payload) => {
  lastStarted = payload;
  listeners.forEach((listener) => listener());
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getLastStarted = () => lastStarted;

/**
 * The course being bought: `?courseId=N` when present, else the course of the last
 * 'checkout:enrollment-started' event, which is then written into the URL so a reload keeps it.
 */
export function useCheckoutCourseId(): number | null {
  const [params, setParams] = useSearchParams();
  const fromUrl = parseCourseId(params.get(COURSE_PARAM));
  const started = useSyncExternalStore(subscribe, getLastStarted, getLastStarted);
  const courseId = fromUrl ?? started?.courseId ?? null;

  useEffect(() => {
    if (fromUrl !== null || courseId === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(COURSE_PARAM, String(courseId));
        return next;
      },
      { replace: true },
    );
  }, [fromUrl, courseId, setParams]);

  return courseId;
}
