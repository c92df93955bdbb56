import { useId } from 'react';
import { TABLE_NUMBERS } from '../model/multiplication';
import styles from './NumberToggles.module.css';

interface NumberTogglesProps {
  excluded: ReadonlySet<number>;
  onToggle: (n: number) => void;
}

export function NumberToggles({ excluded, onToggle }: NumberTogglesProps) {
  const hintId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={hintId}>
      <legend className={styles.legend}>Numbers to practise</legend>
      <p id={hintId}>Press a number to leave it out (red) or bring it back (green).</p>
      <div className={styles.buttons}>
        {TABLE_NUMBERS.map((n) => (
          <button
            className={styles.toggle}
            key={n}
            type="button"
            aria-pressed={excluded.has(n)}
            aria-label={`Exclude ${n}`}
            data-excluded={excluded.has(n) || undefined}
            onClick={() => onToggle(n)}
          >
            {n}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
