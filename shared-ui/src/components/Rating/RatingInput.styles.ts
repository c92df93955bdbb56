import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

export const Stars = styled.div`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.star};
`;

export const Choice = styled.label`
  display: inline-flex;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:focus-within:has(:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const ErrorMessage = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
