import styled from 'styled-components';

export const Row = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  > :first-child {
    flex: 1;
  }
`;
