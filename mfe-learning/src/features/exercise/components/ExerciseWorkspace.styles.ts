import styled, { keyframes } from 'styled-components';

const pop = keyframes`
  from {
    transform: scale(0.9);
    opacity: 0;
  }

  to {
    transform: none;
    opacity: 1;
  }
`;

// One column that may shrink below its content (minmax(0, 1fr); an auto column grows to the widest line): a long
// line of code scrolls inside the editor instead of widening the page.
export const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }

  & p {
    margin: 0;
  }
`;

export const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The error's explanation under the editor; scrolled to, it stays clear of the sticky site header. */
export const Feedback = styled.div`
  scroll-margin-top: 6rem;
  scroll-margin-bottom: ${({ theme }) => theme.space.md};
`;

export const PassedCelebration = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${pop} ${({ theme }) => theme.durations.normal * 2}ms ease-out;
  }
`;
