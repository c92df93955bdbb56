import styled from 'styled-components';

/* Animating grid rows from 0fr to 1fr gives a height transition without measuring the content. The length is
   the duration prop, set inline. */
export const CollapseRoot = styled.div`
  display: grid;
  grid-template-rows: 0fr;
  visibility: hidden;
  transition:
    grid-template-rows var(--collapse-duration, ${({ theme }) => theme.durations.collapse}ms) ease,
    visibility var(--collapse-duration, ${({ theme }) => theme.durations.collapse}ms);

  &[data-state='open'] {
    grid-template-rows: 1fr;
    visibility: visible;
  }
`;

export const CollapseInner = styled.div`
  min-height: 0;
  overflow: hidden;
`;
