import styled from 'styled-components';
import { media } from 'shared-ui';

export const Summary = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${media.below('mobile')} {
    grid-template-columns: 1fr;
  }
`;

export const Overall = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const Average = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.display};
  font-weight: ${({ theme }) => theme.typography.weights.black};
  line-height: 1;
`;

export const Bars = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr 3.5rem;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  align-items: center;

  dd {
    margin: 0;
  }
`;

export const Track = styled.div`
  height: 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

export const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.star};
`;
