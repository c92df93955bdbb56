import styled from 'styled-components';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    text-decoration: none;
  }
`;
