import styled from 'styled-components';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => `${theme.space.lg} ${theme.space.xxl}`};
`;
