import type { ComponentProps } from 'react';
import { Card, ErrorText, SuccessText } from 'shared-ui';
import type { CheckResult } from '../model/multiplication';
import styles from './PracticeParts.module.css';

export function PracticeCard(props: Omit<ComponentProps<'section'>, 'ref'>) {
  return <Card as="section" {...props} className={styles.practiceCard} />;
}

export function Intro(props: Omit<ComponentProps<'p'>, 'ref'>) {
  return <p {...props} className={styles.intro} />;
}

export function AnswerRow(props: Omit<ComponentProps<'div'>, 'ref'>) {
  return <div {...props} className={styles.answerRow} />;
}

/** The running score, announced politely when it changes. */
export function ScoreLine({ score }: { score: number }) {
  return (
    <p className={styles.score} aria-live="polite">
      Score: {score}
    </p>
  );
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
