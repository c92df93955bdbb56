import styled from 'styled-components';
import { Card } from 'shared-ui';

export const Panel = styled(Card)`
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.xxl};

  h1 {
    margin: 0;
  }
`;
