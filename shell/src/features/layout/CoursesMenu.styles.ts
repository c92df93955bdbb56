import styled from 'styled-components';

export const Item = styled.li`
  position: relative;
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-decoration: none;
  cursor: pointer;

  /* On the course pages (/courses, /course/…) the button shows as the current link. */
  &[data-current] {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

export const Chevron = styled.span`
  display: inline-block;
  transform: rotate(0deg);
  transition: transform ${({ theme }) => theme.durations.fast}ms ease;

  &[data-open] {
    transform: rotate(180deg);
  }
`;

export const Submenu = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};

  /* In the narrow header's column the list is indented under its button. */
  &[data-inline] {
    padding-left: ${({ theme }) => theme.space.md};
  }

  /* On a wide header it drops down under its button. */
  &:not([data-inline]) {
    position: absolute;
    top: calc(100% + ${({ theme }) => theme.space.xs});
    left: 0;
    z-index: ${({ theme }) => theme.zIndices.dropdown};
    min-width: 16rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
