import styled from 'styled-components';

export const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;

  & pre {
    width: 100%;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  & pre:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
