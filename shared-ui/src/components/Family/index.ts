export { AskAParent, type AskAParentProps } from './AskAParent';
export { ProfileAvatar, type ProfileAvatarProps } from './ProfileAvatar';
