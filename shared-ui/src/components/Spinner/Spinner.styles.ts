import styled, { css, keyframes } from 'styled-components';
import type { SpinnerSize } from './Spinner';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
`;

const ringSizes = {
  sm: css`
    width: 1em;
    height: 1em;
  `,
  md: css`
    width: 1.75rem;
    height: 1.75rem;
  `,
  lg: css`
    width: 3rem;
    height: 3rem;
    border-width: 4px;
  `,
} as const;

export const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  ${({ $size }) => ringSizes[$size]}

  /* Still turning, slower: base.css's reduced-motion rule reads these (it outweighs any rule here). */
  --reduced-motion-duration: 1.5s;
  --reduced-motion-iterations: infinite;
`;
