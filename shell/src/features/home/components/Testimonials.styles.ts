import styled from 'styled-components';
import { Card } from 'shared-ui';

export const Quote = styled(Card)`
  height: 100%;
  margin: 0;
  gap: ${({ theme }) => theme.space.md};

  blockquote {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }

  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: auto;
  }

  img {
    width: 56px;
    height: 56px;
    border-radius: 50%;
  }

  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;
