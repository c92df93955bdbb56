import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useCoversPrimaryAction } from 'shared-ui';
import { Sentinel, TopButton } from './BackToTop.styles';

/** The spec's threshold: the button appears once the page is scrolled more than 600 px. */
export const BACK_TO_TOP_AFTER_PX = 600;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Like the newsletter offer, it steps aside rather than cover a primary action (Enroll Now, a page's tabs).
  const stepAside = useCoversPrimaryAction(button, visible);

  // The page's first 600 px, watched by the browser: reading scrollY (at mount, or on a page opened scrolled)
  // forced the new page's layout there and then, while it was still rendering (~35 ms a page on a slow phone).
  // Scrolled past them, the sentinel is above the screen; at exactly 600 px its edge still touches the top.
  useEffect(() => {
    // Every browser the site supports has it; without it (jsdom) the button is simply not offered.
    if (!sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);

  const toTop = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the vanished button.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <>
      {createPortal(
        <Sentinel ref={setSentinel} style={{ height: BACK_TO_TOP_AFTER_PX }} aria-hidden="true" />,
        document.body,
      )}
      {visible && (
        <TopButton
          ref={button}
          data-step-aside={stepAside || undefined}
          type="button"
          aria-label="Back to top"
          onClick={toTop}
        >
          <span aria-hidden="true">↑</span>
        </TopButton>
      )}
    </>
  );
}
