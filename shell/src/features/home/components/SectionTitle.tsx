import styled from 'styled-components';

export const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  text-align: center;
`;
