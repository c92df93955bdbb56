/**
 * jsdom has no IntersectionObserver: installs one the test drives. `observed` maps each observed element to its
 * observer's callback (an element leaves it when its observer disconnects); `restore` removes it again.
 */
export function installIntersectionObserver(): {
  observed: Map<Element, IntersectionObserverCallback>;
  restore: () => void;
} {
  const observed = new Map<Element, IntersectionObserverCallback>();
  window.IntersectionObserver = class {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed.set(target, this.report);
    }
    unobserve(target: Element) {
      if (observed.get(target) === this.report) observed.delete(target);
    }
    disconnect() {
      for (const [target, report] of observed) if (report === this.report) observed.delete(target);
    }
  } as unknown as typeof IntersectionObserver;
  return {
    observed,
    restore: () => {
      observed.clear();
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
