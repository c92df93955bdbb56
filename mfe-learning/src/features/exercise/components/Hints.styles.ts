import styled from 'styled-components';

export const List = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};

  & li:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  & code {
    padding: 0 ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-family: ${({ theme }) => theme.typography.fontFamilyMono};
    overflow-wrap: anywhere;
  }
`;
