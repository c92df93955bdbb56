import styled from 'styled-components';
import { Card } from 'shared-ui';

export const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

export const Option = styled.label`
  flex: 1 1 8rem;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:has(input:disabled) {
    cursor: not-allowed;
  }

  & input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Beside the form on wide screens; on narrow ones the overlay stacks it under the plan selector, above the form.
 * The md padding is set here: a shell whose shared-ui Card is still a function component would drop `$padding`.
 */
export const Summary = styled(Card)`
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};

  & ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

export const Price = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.black};
`;
