import styled from 'styled-components';
import { media } from 'shared-ui';

export const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxxl} 0;
  background: ${({ theme }) => theme.colors.primaryHover};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }

  p {
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.lg}`};
  }
`;
