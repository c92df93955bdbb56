import styled from 'styled-components';

export const RuleList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const Rule = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.weights.medium};

  &[data-met='true'] {
    color: ${({ theme }) => theme.colors.success};
  }
`;
