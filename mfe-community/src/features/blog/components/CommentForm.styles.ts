import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;
