import { lazy, Suspense, type CSSProperties } from 'react';
import { Circle } from './ProfileAvatar.styles';

// The drawings (about 2 KB gzipped) load the first time an avatar shows: most visitors have no child profile, and
// shared-ui is in every page's first view.
const AvatarDrawing = lazy(() =>
  import('./avatarDrawings').then(({ AvatarDrawing: drawing }) => ({ default: drawing })),
);

export interface ProfileAvatarProps {
  avatar: string;
  /** Diameter in rem. */
  size?: number;
  /**
   * The picture's accessible name, where it stands for something nothing beside it says; without one it is
   * decorative (hidden from assistive technology), as where the child's name is written beside it.
   */
  label?: string;
  className?: string;
}

/** A child profile's avatar: one of the site's own small drawings in a circle. */
export function ProfileAvatar({ avatar, size = 2.5, label, className }: ProfileAvatarProps) {
  return (
    <Circle
      className={className}
      style={{ '--avatar-size': `${size}rem` } as CSSProperties}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <Suspense fallback={null}>
        <AvatarDrawing avatar={avatar} />
      </Suspense>
    </Circle>
  );
}
