import styled from 'styled-components';

export const Numbered = styled.ol`
  padding-left: ${({ theme }) => theme.space.xl};
  margin: ${({ theme }) => theme.space.sm} 0;

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

export const Receivables = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.secondary};
    background: ${({ theme }) => theme.colors.secondarySoft};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;
