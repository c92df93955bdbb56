import type { HTMLAttributes } from 'react';
import styles from './Feedback.module.css';

export type FeedbackTextProps = HTMLAttributes<HTMLParagraphElement>;

const toneClass = (tone: 'danger' | 'success', className: string | undefined) =>
  [styles.message, styles[tone], className].filter(Boolean).join(' ');

/** Error message, announced as soon as it appears (role="alert"). */
export function ErrorText({ className, ...props }: FeedbackTextProps) {
  return <p role="alert" {...props} className={toneClass('danger', className)} />;
}

/** Confirmation message, announced politely (role="status"). */
export function SuccessText({ className, ...props }: FeedbackTextProps) {
  return <p role="status" {...props} className={toneClass('success', className)} />;
}
