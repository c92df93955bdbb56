import { act } from '@testing-library/react';

type Margin = [top: number, right: number, bottom: number, left: number];

/** A root margin as CSS writes it (one to four lengths in px), as top, right, bottom, left. */
function parseMargin(rootMargin: string): Margin {
  const px = rootMargin
    .trim()
    .split(/\s+/)
    .map((length) => Number.parseFloat(length));
  const [top = 0, right = top, bottom = top, left = right] = px;
  return [top, right, bottom, left];
}

const box = (left: number, top: number, right: number, bottom: number): DOMRectReadOnly =>
  ({
    left,
    top,
    right,
    bottom,
    x: left,
    y: top,
    width: right - left,
    height: bottom - top,
    toJSON: () => ({}),
  }) as DOMRectReadOnly;

/**
 * jsdom has no IntersectionObserver: installs one that works out what a browser would from the elements' boxes
 * (their getBoundingClientRect, which the test sets) and the window's size, each time the test calls `update()`
 * (a browser does after each layout). Each observer reports every target's first state and each change since,
 * its root being the viewport grown or cut by its root margin (edges touching count as intersecting, as in
 * browsers); a removed element stops intersecting. `update()` goes on while reports lead to new observations,
 * `updateOnce()` is one such update. The boxes are read with `boxOf` (the elements' getBoundingClientRect unless
 * given), as a browser knows them without asking the page's script.
 */
export function installGeometricIntersectionObserver(
  boxOf: (element: Element) => DOMRectReadOnly = (element) => element.getBoundingClientRect(),
): {
  update: () => void;
  updateOnce: () => void;
  observing: (element: Element) => boolean;
  restore: () => void;
} {
  const original = window.IntersectionObserver;
  const observers = new Set<GeometricObserver>();

  class GeometricObserver {
    readonly state = new Map<Element, boolean | undefined>();
    private readonly margin: Margin;

    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      this.margin = parseMargin(options.rootMargin ?? '0px');
    }

    observe(target: Element) {
      observers.add(this);
      if (!this.state.has(target)) this.state.set(target, undefined);
    }

    unobserve(target: Element) {
      this.state.delete(target);
    }

    disconnect() {
      this.state.clear();
      observers.delete(this);
    }

    /** Reports what changed since the last time; false when nothing did. */
    report(): boolean {
      const [top, right, bottom, left] = this.margin;
      const root = box(-left, -top, window.innerWidth + right, window.innerHeight + bottom);
      const entries: IntersectionObserverEntry[] = [];
      for (const [target, was] of this.state) {
        const rect = target.isConnected ? boxOf(target) : box(0, 0, 0, 0);
        const isIntersecting =
          target.isConnected &&
          rect.left <= root.right &&
          root.left <= rect.right &&
          rect.top <= root.bottom &&
          root.top <= rect.bottom;
        if (was === isIntersecting) continue;
        this.state.set(target, isIntersecting);
        entries.push({
          target,
          isIntersecting,
          boundingClientRect: rect,
          rootBounds: root,
        } as IntersectionObserverEntry);
      }
      if (entries.length === 0) return false;
      act(() => this.callback(entries, this as unknown as IntersectionObserver));
      return true;
    }
  }

  window.IntersectionObserver = GeometricObserver as unknown as typeof IntersectionObserver;
  /** One update of every observer; true when any reported. */
  const updateOnce = () => {
    let reported = false;
    for (const observer of [...observers]) reported = observer.report() || reported;
    return reported;
  };
  return {
    update: () => {
      for (let round = 0; round < 10; round += 1) if (!updateOnce()) return;
      throw new Error('the observers kept reporting: a feedback loop?');
    },
    updateOnce: () => void updateOnce(),
    observing: (element) => [...observers].some((observer) => observer.state.has(element)),
    restore: () => {
      observers.clear();
      window.IntersectionObserver = original;
    },
  };
}
