import styled from 'styled-components';
import { media } from 'shared-ui';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 18rem;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  padding-top: ${({ theme }) => theme.space.xl};

  ${media.below('large')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
