import { useId } from 'react';
import { TABLE_NUMBERS } from '../model/multiplication';
import { Buttons, Group, Legend, Toggle } from './NumberToggles.styles';

interface NumberTogglesProps {
  excluded: ReadonlySet<number>;
  onToggle: (n: number) => void;
}

export function NumberToggles({ excluded, onToggle }: NumberTogglesProps) {
  const hintId = useId();
  return (
    <Group aria-describedby={hintId}>
      <Legend>Numbers to practise</Legend>
      <p id={hintId}>Press a number to leave it out (red) or bring it back (green).</p>
      <Buttons>
        {TABLE_NUMBERS.map((n) => (
          <Toggle
            key={n}
            type="button"
            aria-pressed={excluded.has(n)}
            aria-label={`Exclude ${n}`}
            $excluded={excluded.has(n)}
            onClick={() => onToggle(n)}
          >
            {n}
          </Toggle>
        ))}
      </Buttons>
    </Group>
  );
}
