import styled from 'styled-components';
import { media } from 'shared-ui';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};

  ${media.below('large')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A full screen while loading, so the footer does not jump when the course arrives. */
export const Centered = styled.div`
  display: flex;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xxxl} 0;
`;
