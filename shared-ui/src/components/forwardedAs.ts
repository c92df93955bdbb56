import type { ExecutionProps } from 'styled-components';

/**
 * attrs for a shared-ui component that is a styled component: `forwardedAs` names its element. Remotes pass it to
 * their styled(Card)s, as they did when Card was a function component and took it as its `as`; folded into one
 * styled component, it would otherwise reach the element as an `as` attribute.
 */
export const forwardedAsElement = ({ as, forwardedAs }: ExecutionProps): ExecutionProps =>
  // Declared: an inferred required `as` would make styled-components type the element as any element at all.
  as === undefined && forwardedAs !== undefined ? { as: forwardedAs, forwardedAs: undefined } : {};
