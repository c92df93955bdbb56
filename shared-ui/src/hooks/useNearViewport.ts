import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within a screen of the viewport, and from then on (at once where IntersectionObserver
 * is missing): what is far below the first screen waits for the visitor to come near it (the carousel's swiper,
 * the home page's later sections), one screen ahead so it is ready when it shows.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
