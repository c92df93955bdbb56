import styled from 'styled-components';
import { media } from 'shared-ui';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${media.above('tablet')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
