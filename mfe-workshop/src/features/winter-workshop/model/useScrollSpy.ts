import { useEffect, useState } from 'react';

/**
 * The id of the section now crossing a thin band near the top of the viewport (below the sticky bars).
 * The last active id stays while the band is between sections, so the highlight never flickers off.
 */
export function useScrollSpy(ids: readonly string[], rootMargin = '-30% 0px -65% 0px'): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join('|');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const order = key.split('|');
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = order.find((id) => inBand.has(id));
        if (first) setActive(first);
      },
      { rootMargin },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, rootMargin]);

  return active;
}
