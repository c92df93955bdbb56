import { useState } from 'react';
import {
  goalQuestion,
  languageReasons,
  pathQuestion,
  recommendLanguage,
  styleQuestion,
  type GuideAnswers,
  type Question,
} from '../model/recommendLanguage';
import { ChoiceLabel, Choices, Fieldset, Legend, Result } from './LanguageQuiz.styles';

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
          <Result forwardedAs="section" aria-label="Our recommendation">
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
