import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render, true once the browser has drawn the page that render made (after its next frame),
 * set in a transition. For a part that is heavy to mount and need not be in the first picture: the lesson's
 * player (media-chrome's elements build their controls as they are attached, ~80 ms on a slow phone), so the
 * lesson's text is drawn first instead of waiting for it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout queued from the frame callback runs once that frame has been drawn.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
