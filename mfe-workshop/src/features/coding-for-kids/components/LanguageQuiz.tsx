import { useState } from 'react';
import styled from 'styled-components';
import { Card } from 'shared-ui';
import {
  goalQuestion,
  languageReasons,
  pathQuestion,
  recommendLanguage,
  styleQuestion,
  type GuideAnswers,
  type Question,
} from '../model/recommendLanguage';

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const ChoiceLabel = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  & input {
    flex: none;
    margin-top: 0.3rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  & small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const Result = styled(Card)`
  gap: ${({ theme }) => theme.space.xs};
  border-color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

function QuestionField<Key extends keyof GuideAnswers>({
  question,
  value,
  onChange,
}: {
  question: Question<Key>;
  value: GuideAnswers[Key] | undefined;
  onChange: (value: GuideAnswers[Key]) => void;
}) {
  return (
    <Fieldset>
      <Legend>{question.text}</Legend>
      <Choices>
        {question.choices.map((choice) => (
          <ChoiceLabel key={choice.value}>
            <input
              type="radio"
              name={question.key}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>
              {choice.label}
              <small>{choice.description}</small>
            </span>
          </ChoiceLabel>
        ))}
      </Choices>
    </Fieldset>
  );
}

/** Step 1: three questions; the recommendation appears once all three are answered (spec §4). */
export function LanguageQuiz() {
  const [answers, setAnswers] = useState<Partial<GuideAnswers>>({});
  const set =
    <Key extends keyof GuideAnswers>(key: Key) =>
    (value: GuideAnswers[Key]) =>
      setAnswers((current) => ({ ...current, [key]: value }));
  const { goal, path, style } = answers;
  const language = goal && path && style ? recommendLanguage({ goal, path, style }) : undefined;

  return (
    <div>
      <QuestionField question={goalQuestion} value={goal} onChange={set('goal')} />
      <QuestionField question={pathQuestion} value={path} onChange={set('path')} />
      <QuestionField question={styleQuestion} value={style} onChange={set('style')} />
      <div aria-live="polite">
        {language && (
          <Result as="section" aria-label="Our recommendation">
            <h3>Our recommendation: {language}</h3>
            <p>{languageReasons[language]}</p>
            {language === 'HTML' && (
              <p>
                HTML describes pages rather than programs, so the curriculum in step 2 does not apply to it.
              </p>
            )}
          </Result>
        )}
      </div>
    </div>
  );
}
