import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Box = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.15rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
  }

  /* base.css's focus ring, which the invalid outline above would otherwise hide (this rule outweighs base's). */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weights.regular};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;
