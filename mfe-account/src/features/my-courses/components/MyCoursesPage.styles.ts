import styled from 'styled-components';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    padding-bottom: ${({ theme }) => theme.space.sm};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
`;
