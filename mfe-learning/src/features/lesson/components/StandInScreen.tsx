import { useEffect, useRef, type ReactNode } from 'react';
import { focusIfUnclaimed } from './focusIfUnclaimed';
import { VideoScreen, videoRegionLabel } from './VideoScreen';

/**
 * The video area while the player is not there yet (its code, or first the saved position, is on its way) or its
 * code did not arrive. The pressed control is gone, so this area holds keyboard focus until the player takes it.
 */
export function StandInScreen({
  lessonName,
  className,
  children,
}: {
  lessonName: string;
  className?: string;
  children: ReactNode;
}) {
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => focusIfUnclaimed(screen.current), []);
  return (
    <VideoScreen
      className={className}
      ref={screen}
      role="region"
      aria-label={videoRegionLabel(lessonName)}
      tabIndex={-1}
    >
      {children}
    </VideoScreen>
  );
}
