import styled from 'styled-components';
import { media } from 'shared-ui';

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  ${media.below('mobile')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;
