import { act } from '@testing-library/react';

/** An IntersectionObserver the test drives: `reveal()` reports every observed element on screen. */
export function stubIntersectionObserver() {
  const observed = new Map<Element, IntersectionObserverCallback>();
  const original = window.IntersectionObserver;
  window.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.set(element, this.callback);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      observed.clear();
    }
  } as unknown as typeof IntersectionObserver;
  return {
    reveal: () =>
      act(() => {
        for (const [target, callback] of observed)
          callback(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      }),
    restore: () => {
      window.IntersectionObserver = original;
    },
  };
}
