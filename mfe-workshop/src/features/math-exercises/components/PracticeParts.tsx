import styled from 'styled-components';
import { Card, ErrorText, SuccessText } from 'shared-ui';
import type { CheckResult } from '../model/multiplication';

export const PracticeCard = styled(Card).attrs({ as: 'section' })`
  gap: ${({ theme }) => theme.space.md};
  max-width: 36rem;
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const AnswerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > div {
    flex: 1 1 8rem;
  }
`;

const Score = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

/** The running score, announced politely when it changes. */
export function ScoreLine({ score }: { score: number }) {
  return <Score aria-live="polite">Score: {score}</Score>;
}

/** 'Correct!' in green or the incorrect message in red; an empty live region before the first answer. */
export function AnswerFeedback({ result }: { result: CheckResult | null }) {
  if (!result) return <div role="status" />;
  return result.correct ? (
    <SuccessText>{result.message}</SuccessText>
  ) : (
    <ErrorText>{result.message}</ErrorText>
  );
}
