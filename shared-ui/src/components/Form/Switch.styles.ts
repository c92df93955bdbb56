import styled from 'styled-components';

export const Row = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

/* The input just before the track is visually hidden; the track shows its state and focus. */
export const Track = styled.span`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  transition: background-color ${({ theme }) => theme.durations.fast}ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: calc(1.5rem - 6px);
    height: calc(1.5rem - 6px);
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background};
    transition: transform ${({ theme }) => theme.durations.fast}ms ease;
  }

  input:checked + & {
    background: ${({ theme }) => theme.colors.primary};
  }

  input:checked + &::after {
    transform: translateX(1.25rem);
  }

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input:disabled + & {
    opacity: 0.6;
  }
`;
