import styled, { css, keyframes } from 'styled-components';

// Each piece flies out along its own direction: its inline `rotate`, applied before this transform.
const fly = keyframes`
  from {
    transform: translateY(0) scale(1);
    opacity: 1;
  }

  to {
    transform: translateY(-3.5rem) scale(0.4);
    opacity: 0;
  }
`;

export const Box = styled.div`
  position: relative;

  &:has([role='status']:not(:empty)) {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

export const Burst = styled.div`
  ${({ theme }) => css`
    position: absolute;
    top: 50%;
    left: 50%;
    pointer-events: none;

    & span {
      position: absolute;
      width: 0.5rem;
      height: 0.5rem;
      border-radius: ${theme.radii.sm};
      animation: ${fly} 900ms ease-out forwards;
    }

    & span:nth-child(4n + 1) {
      background: ${theme.colors.primary};
    }

    & span:nth-child(4n + 2) {
      background: ${theme.colors.success};
    }

    & span:nth-child(4n + 3) {
      background: ${theme.colors.warning};
    }

    & span:nth-child(4n + 4) {
      background: ${theme.colors.danger};
    }

    @media (prefers-reduced-motion: reduce) {
      display: none;
    }
  `}
`;

export const Message = styled.div`
  ${({ theme }) => css`
    &:not(:empty) {
      padding: ${theme.space.sm};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.successSoft};
      color: ${theme.colors.success};
      font-weight: ${theme.typography.weights.bold};
    }
  `}
`;
