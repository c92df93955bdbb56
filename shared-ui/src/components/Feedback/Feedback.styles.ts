import styled from 'styled-components';

export const Message = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;
