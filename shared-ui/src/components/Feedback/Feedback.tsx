import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

const Message = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

export type FeedbackTextProps = HTMLAttributes<HTMLParagraphElement>;

/** Error message, announced as soon as it appears (role="alert"). */
export function ErrorText(props: FeedbackTextProps) {
  return <Message role="alert" $tone="danger" {...props} />;
}

/** Confirmation message, announced politely (role="status"). */
export function SuccessText(props: FeedbackTextProps) {
  return <Message role="status" $tone="success" {...props} />;
}
