import { COMMENT_MESSAGE_MAX, COMMENT_NAME_MAX, commentMessages } from 'shared-contract';

/** Spec §5: shown when the form has no post to attach the comment to. */
export const MISSING_POST_MESSAGE = 'Failed to submit comment. Please try again later.';

export interface CommentErrors {
  name?: string;
  message?: string;
}

/** The comment form's rules (spec §5), checked on trimmed values as the API checks them. */
export function validateComment(name: string, message: string): CommentErrors {
  const errors: CommentErrors = {};
  const trimmedName = name.trim();
  const trimmedMessage = message.trim();
  if (trimmedName === '') errors.name = commentMessages.nameRequired;
  else if (trimmedName.length > COMMENT_NAME_MAX) errors.name = commentMessages.nameTooLong;
  if (trimmedMessage === '') errors.message = commentMessages.messageRequired;
  else if (trimmedMessage.length > COMMENT_MESSAGE_MAX) errors.message = commentMessages.messageTooLong;
  return errors;
}
