import styled from 'styled-components';
import { media } from 'shared-ui';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${media.below('large')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.below('mobile')} {
    grid-template-columns: minmax(0, 1fr);
  }

  p {
    margin-top: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;
