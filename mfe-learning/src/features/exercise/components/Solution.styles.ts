import styled from 'styled-components';

export const Box = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
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

export const LockedNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
