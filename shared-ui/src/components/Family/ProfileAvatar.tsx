import type { CSSProperties } from 'react';
import { Circle } from './ProfileAvatar.styles';

/** The pictures a child profile picks from (the contract's `childAvatars`), drawn with the system's emoji. */
export const profileAvatarPictures: Record<string, string> = {
  fox: '🦊',
  owl: '🦉',
  cat: '🐱',
  panda: '🐼',
  turtle: '🐢',
  robot: '🤖',
  rocket: '🚀',
  dragon: '🐉',
};

export interface ProfileAvatarProps {
  avatar: string;
  /** Diameter in rem. */
  size?: number;
  className?: string;
}

/** A child profile's avatar; decorative, since the name is always written beside it. */
export function ProfileAvatar({ avatar, size = 2.5, className }: ProfileAvatarProps) {
  return (
    <Circle
      className={className}
      style={{ '--avatar-size': `${size}rem` } as CSSProperties}
      aria-hidden="true"
    >
      {profileAvatarPictures[avatar] ?? '🙂'}
    </Circle>
  );
}
