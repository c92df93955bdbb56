import styled, { css } from 'styled-components';

// One column that may shrink below its content (minmax(0, 1fr)), so nothing here widens the page.
export const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

export const Screen = styled.pre`
  ${({ theme }) => css`
    min-height: 6rem;
    max-height: 24rem;
    margin: 0;
    padding: ${theme.space.sm};
    overflow: auto;
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font-family: ${theme.typography.fontFamilyMono};
    font-size: 1rem;
    white-space: pre-wrap;
    overflow-wrap: anywhere;

    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
    }
  `}
`;

/** Error output: a bar, weight and colour, so it stands apart without relying on colour alone. */
export const ErrorStream = styled.span`
  display: block;
  padding-left: ${({ theme }) => theme.space.xs};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const InputForm = styled.form`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${theme.space.xs};

    & label {
      display: grid;
      gap: ${theme.space.xxs};
      flex: 1 1 16rem;
      min-width: 0;
      font-weight: ${theme.typography.weights.medium};
    }

    & input {
      padding: ${theme.space.xs};
      border: 1px solid ${theme.colors.borderStrong};
      border-radius: ${theme.radii.sm};
      font-family: ${theme.typography.fontFamilyMono};
      font-size: 1rem;
    }

    & input:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 1px;
    }
  `}
`;
