import styled from 'styled-components';

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

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}rem;
  height: ${({ $size }) => $size}rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ $size }) => $size * 0.6}rem;
  line-height: 1;
`;

/** A child profile's avatar; decorative, since the name is always written beside it. */
export function ProfileAvatar({ avatar, size = 2.5, className }: ProfileAvatarProps) {
  return (
    <Circle $size={size} className={className} aria-hidden="true">
      {profileAvatarPictures[avatar] ?? '🙂'}
    </Circle>
  );
}
