import styled, { css } from 'styled-components';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Download = styled.a`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    padding: ${theme.space.xs} ${theme.space.md};
    border: 1px solid ${theme.colors.primary};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.primary};
    font-weight: ${theme.typography.weights.medium};
    text-decoration: none;

    &::before {
      content: '⬇' / '';
    }

    &:hover {
      background: ${theme.colors.primarySoft};
    }
  `}
`;
