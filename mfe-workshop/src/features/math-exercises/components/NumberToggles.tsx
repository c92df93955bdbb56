import { useId } from 'react';
import styled from 'styled-components';
import { TABLE_NUMBERS } from '../model/multiplication';

interface NumberTogglesProps {
  excluded: ReadonlySet<number>;
  onToggle: (n: number) => void;
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Red when excluded, green otherwise; the strike-through and aria-pressed carry the state beyond colour. */
const Toggle = styled.button<{ $excluded: boolean }>`
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $excluded }) => ($excluded ? theme.colors.danger : theme.colors.success)};
  color: ${({ theme, $excluded }) => ($excluded ? theme.colors.onDanger : theme.colors.onSuccess)};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-decoration: ${({ $excluded }) => ($excluded ? 'line-through' : 'none')};
`;

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
