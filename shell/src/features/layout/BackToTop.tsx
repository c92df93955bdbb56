import { useEffect, useRef, useState } from 'react';
import { useCoversPrimaryAction } from 'shared-ui';
import styles from './BackToTop.module.css';

/** The spec's threshold: the button appears once the page is scrolled more than 600 px. */
export const BACK_TO_TOP_AFTER_PX = 600;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Like the newsletter offer, it steps aside rather than cover a primary action (Enroll Now, a page's tabs).
  const stepAside = useCoversPrimaryAction(button, visible);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    // The page opened scrolled (a reload, Back) is read after its first frame: reading scrollY while React
    // mounts the page forces the browser to lay the whole new page out there and then (80 ms on a slow phone).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!visible) return null;
  const toTop = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the vanished button.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <button
      ref={button}
      className={styles.button}
      data-step-aside={stepAside || undefined}
      type="button"
      aria-label="Back to top"
      onClick={toTop}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
