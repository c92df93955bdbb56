import { useState } from 'react';
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
import styles from './LanguageQuiz.module.css';

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
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{question.text}</legend>
      <div className={styles.choices}>
        {question.choices.map((choice) => (
          <label className={styles.choiceLabel} key={choice.value}>
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
          </label>
        ))}
      </div>
    </fieldset>
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
          <Card as="section" className={styles.result} aria-label="Our recommendation">
            <h3>Our recommendation: {language}</h3>
            <p>{languageReasons[language]}</p>
            {language === 'HTML' && (
              <p>
                HTML describes pages rather than programs, so the curriculum in step 2 does not apply to it.
              </p>
            )}
          </Card>
        )}
      </div>
    </div>
  );
}
