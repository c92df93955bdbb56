import styled from 'styled-components';

export const Avatars = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Choice = styled.label`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space.xxs};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-transform: capitalize;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
