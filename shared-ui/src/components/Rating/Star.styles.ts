import styled from 'styled-components';

/* The size comes from the caller (Rating's size prop) as an inline custom property. */
export const StarSvg = styled.svg`
  flex: none;
  width: var(--star-size, 1.25rem);
  height: var(--star-size, 1.25rem);
`;
