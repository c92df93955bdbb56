import type { HTMLAttributes } from 'react';
import { Message } from './Feedback.styles';

export type FeedbackTextProps = HTMLAttributes<HTMLParagraphElement>;

/** Error message, announced as soon as it appears (role="alert"). */
export function ErrorText(props: FeedbackTextProps) {
  return <Message role="alert" {...props} $tone="danger" />;
}

/** Confirmation message, announced politely (role="status"). */
export function SuccessText(props: FeedbackTextProps) {
  return <Message role="status" {...props} $tone="success" />;
}
