import styled from 'styled-components';

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Red when excluded, green otherwise; the strike-through and aria-pressed carry the state beyond colour. */
export const Toggle = styled.button<{ $excluded: boolean }>`
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $excluded }) => ($excluded ? theme.colors.danger : theme.colors.success)};
  color: ${({ theme, $excluded }) => ($excluded ? theme.colors.onDanger : theme.colors.onSuccess)};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-decoration: ${({ $excluded }) => ($excluded ? 'line-through' : 'none')};
`;
