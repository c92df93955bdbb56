export { AskAParent, type AskAParentProps } from './AskAParent';
export { ProfileAvatar, profileAvatarPictures, type ProfileAvatarProps } from './ProfileAvatar';
