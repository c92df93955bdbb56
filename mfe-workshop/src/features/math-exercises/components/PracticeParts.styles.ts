import styled from 'styled-components';
import { Card } from 'shared-ui';

export const PracticeCardBase = styled(Card)`
  gap: ${({ theme }) => theme.space.md};
  max-width: 36rem;
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const AnswerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > div {
    flex: 1 1 8rem;
  }
`;

export const Score = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;
