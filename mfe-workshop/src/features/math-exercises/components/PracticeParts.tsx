import type { ComponentProps } from 'react';
import { ErrorText, SuccessText } from 'shared-ui';
import type { CheckResult } from '../model/multiplication';
import { PracticeCardBase, Score } from './PracticeParts.styles';

export { AnswerRow, Intro } from './PracticeParts.styles';

export function PracticeCard(props: Omit<ComponentProps<'section'>, 'ref'>) {
  return <PracticeCardBase forwardedAs="section" {...props} />;
}

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
