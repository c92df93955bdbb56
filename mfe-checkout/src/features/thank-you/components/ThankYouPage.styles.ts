import styled from 'styled-components';
import { Card } from 'shared-ui';

export const Panel = styled(Card)`
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.xxl};
  text-align: center;

  h1 {
    margin: 0;
  }
`;
