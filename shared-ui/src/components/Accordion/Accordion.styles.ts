import styled from 'styled-components';

export const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-align: left;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }

  /* The chevron turns over the duration prop, set inline on the accordion. */
  &::after {
    content: '';
    flex: none;
    width: 0.6rem;
    height: 0.6rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform var(--accordion-duration, ${({ theme }) => theme.durations.collapse}ms) ease;
  }

  &[aria-expanded='true']::after {
    transform: rotate(225deg);
  }
`;

export const Content = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.xs} ${theme.space.md}`};
`;
