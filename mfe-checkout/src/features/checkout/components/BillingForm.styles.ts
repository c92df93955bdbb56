import styled from 'styled-components';
import { media } from 'shared-ui';

export const Fields = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  ${media.below('mobile')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;
