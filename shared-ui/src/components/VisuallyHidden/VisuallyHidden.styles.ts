import styled, { css } from 'styled-components';
import { forwardedAsElement } from '../forwardedAs';
import type { VisuallyHiddenProps } from './VisuallyHidden';

const hidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Hidden from sight but kept in the accessibility tree; a focusable one (a skip link) shows while focused. */
export const Hidden = styled.span.attrs(forwardedAsElement)<VisuallyHiddenProps>`
  ${({ $focusable }) =>
    $focusable
      ? css`
          &:not(:focus):not(:focus-within) {
            ${hidden}
          }
        `
      : hidden}
`;
