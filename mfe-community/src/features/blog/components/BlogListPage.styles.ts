import styled from 'styled-components';

export const Heading = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.md};

  &:focus {
    outline: none;
  }
`;

export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-block: ${({ theme }) => theme.space.lg};
`;
