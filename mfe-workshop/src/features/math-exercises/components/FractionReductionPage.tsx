import { useRef, useState, type FormEvent } from 'react';
import { Button, PageContainer, TextField } from 'shared-ui';
import { checkReduction, nextFraction, type Fraction } from '../model/fraction';
import type { CheckResult } from '../model/multiplication';
import { defaultRandom, type RandomSource } from '../model/random';
import { parseWholeNumber, WHOLE_NUMBER_HINT } from '../model/wholeNumber';
import { Stacked } from './FractionReductionPage.styles';
import { AnswerFeedback, AnswerRow, Intro, PracticeCard, ScoreLine } from './PracticeParts';

export interface FractionReductionPageProps {
  /** Where fractions come from; tests pass a fixed sequence. */
  random?: RandomSource;
}

interface Errors {
  numerator?: string;
  denominator?: string;
}

/** /math-exercises/fraction-reduction */
export default function FractionReductionPage({ random = defaultRandom }: FractionReductionPageProps) {
  const [fraction, setFraction] = useState<Fraction>(() => nextFraction(random));
  const [numerator, setNumerator] = useState('');
  const [denominator, setDenominator] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<CheckResult | null>(null);
  const [score, setScore] = useState(0);
  const numeratorRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = parseWholeNumber(numerator);
    const d = parseWholeNumber(denominator);
    if (n === null || d === null) {
      setErrors({
        numerator: n === null ? WHOLE_NUMBER_HINT : undefined,
        denominator: d === null ? WHOLE_NUMBER_HINT : undefined,
      });
      return;
    }
    const checked = checkReduction(fraction, { numerator: n, denominator: d });
    setResult(checked);
    // A wrong answer keeps the fraction, so the child can try again; a right one moves on.
    if (checked.correct) {
      setScore((current) => current + 1);
      setFraction(nextFraction(random));
    }
    clearAnswer();
  };

  const clearAnswer = () => {
    setNumerator('');
    setDenominator('');
    setErrors({});
    numeratorRef.current?.focus();
  };

  const skip = () => {
    setFraction(nextFraction(random));
    setResult(null);
    clearAnswer();
  };

  return (
    <PageContainer>
      <h1>Fraction Reduction</h1>
      <Intro>
        Write each fraction in its lowest terms: divide the top and the bottom by their biggest common factor.
      </Intro>
      <PracticeCard aria-labelledby="fraction-question">
        <form onSubmit={submit} noValidate>
          <h2 id="fraction-question">
            Reduce{' '}
            <Stacked role="math" aria-label={`${fraction.numerator}/${fraction.denominator}`}>
              <span aria-hidden="true">{fraction.numerator}</span>
              <span aria-hidden="true">{fraction.denominator}</span>
            </Stacked>
          </h2>
          <AnswerRow>
            <TextField
              ref={numeratorRef}
              label="Reduced numerator"
              inputMode="numeric"
              autoComplete="off"
              value={numerator}
              error={errors.numerator}
              onChange={(event) => {
                setNumerator(event.target.value);
                setErrors((current) => ({ ...current, numerator: undefined }));
              }}
            />
            <TextField
              label="Reduced denominator"
              inputMode="numeric"
              autoComplete="off"
              value={denominator}
              error={errors.denominator}
              onChange={(event) => {
                setDenominator(event.target.value);
                setErrors((current) => ({ ...current, denominator: undefined }));
              }}
            />
            <Button type="submit">Submit</Button>
            <Button type="button" variant="secondary" onClick={skip}>
              Skip question
            </Button>
          </AnswerRow>
        </form>
        <AnswerFeedback result={result} />
        <ScoreLine score={score} />
      </PracticeCard>
    </PageContainer>
  );
}
