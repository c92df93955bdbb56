import styled from 'styled-components';

export const Region = styled.section`
  position: relative;
`;

export const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

export const Control = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.25rem;
  line-height: 1;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  /* swiper's own disabled state, the class its Navigation module puts on the button. */
  &:disabled,
  &.swiper-button-disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  /* swiper's class for navigation with nothing to move to (every slide in view). */
  &.swiper-button-lock {
    display: none;
  }
`;
