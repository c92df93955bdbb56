import { useRef, useState, type FormEvent } from 'react';
import { Button, PageContainer, TextField } from 'shared-ui';
import {
  checkProduct,
  nextMultiplicationQuestion,
  usesExcludedNumber,
  type CheckResult,
  type MultiplicationQuestion,
} from '../model/multiplication';
import { defaultRandom, type RandomSource } from '../model/random';
import { parseWholeNumber, WHOLE_NUMBER_HINT } from '../model/wholeNumber';
import { NumberToggles } from './NumberToggles';
import { AnswerFeedback, AnswerRow, Intro, PracticeCard, ScoreLine } from './PracticeParts';

export interface MultiplicationPageProps {
  /** Where questions come from; tests pass a fixed sequence. */
  random?: RandomSource;
}

/** /math-exercises/multiplication-table */
export default function MultiplicationPage({ random = defaultRandom }: MultiplicationPageProps) {
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(() => new Set());
  const [question, setQuestion] = useState<MultiplicationQuestion | null>(() =>
    nextMultiplicationQuestion(new Set(), random),
  );
  const [answer, setAnswer] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [result, setResult] = useState<CheckResult | null>(null);
  const [score, setScore] = useState(0);
  const answerRef = useRef<HTMLInputElement>(null);

  const toggle = (n: number) => {
    const next = new Set(excluded);
    if (next.has(n)) next.delete(n);
    else next.add(n);
    setExcluded(next);
    // A question about a number just left out (or no question at all) is replaced at once.
    if (!question || usesExcludedNumber(question, next))
      setQuestion(nextMultiplicationQuestion(next, random));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!question) return;
    const value = parseWholeNumber(answer);
    if (value === null) {
      setInputError(WHOLE_NUMBER_HINT);
      return;
    }
    const checked = checkProduct(question, value);
    setResult(checked);
    // A wrong answer keeps the question, so the child can try again; a right one moves on.
    if (checked.correct) {
      setScore((current) => current + 1);
      setQuestion(nextMultiplicationQuestion(excluded, random));
    }
    setAnswer('');
    answerRef.current?.focus();
  };

  const skip = () => {
    setQuestion(nextMultiplicationQuestion(excluded, random));
    setResult(null);
    setAnswer('');
    setInputError(undefined);
    answerRef.current?.focus();
  };

  return (
    <PageContainer>
      <h1>Multiplication Table</h1>
      <Intro>Practise the times tables from 1 to 10. Leave out the numbers you already know.</Intro>
      <PracticeCard aria-labelledby="multiplication-question">
        <NumberToggles excluded={excluded} onToggle={toggle} />
        {question ? (
          <form onSubmit={submit} noValidate>
            <h2 id="multiplication-question">
              What is {question.a} x {question.b}?
            </h2>
            <AnswerRow>
              <TextField
                ref={answerRef}
                label="Your answer"
                inputMode="numeric"
                autoComplete="off"
                value={answer}
                error={inputError}
                onChange={(event) => {
                  setAnswer(event.target.value);
                  setInputError(undefined);
                }}
              />
              <Button type="submit">Submit</Button>
              <Button type="button" variant="secondary" onClick={skip}>
                Skip question
              </Button>
            </AnswerRow>
          </form>
        ) : (
          <h2 id="multiplication-question">Bring back at least one number to get a question.</h2>
        )}
        <AnswerFeedback result={result} />
        <ScoreLine score={score} />
      </PracticeCard>
    </PageContainer>
  );
}
