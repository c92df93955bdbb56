import { useEffect, useState } from 'react';

/**
 * Height of the site header when it stays at the top of the viewport, so the workshop's own sticky nav
 * docks right under it instead of sliding beneath it. 0 when the header scrolls away or is absent.
 */
export function useStickyTop(): number {
  const [top, setTop] = useState(0);

  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return undefined;
    const { position } = getComputedStyle(header);
    if (position !== 'sticky' && position !== 'fixed') return undefined;
    const measure = () => setTop(Math.round(header.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  return top;
}
