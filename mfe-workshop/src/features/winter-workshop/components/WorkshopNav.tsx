import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Button, media } from 'shared-ui';
import { sections } from '../model/content';
import { useScrollSpy } from '../model/useScrollSpy';

interface WorkshopNavProps {
  onApply: () => void;
  /** Where the bar docks: right under the site's own sticky header. */
  stickyTop: number;
}

const Bar = styled.nav<{ $top: number }>`
  position: sticky;
  top: ${({ $top }) => $top}px;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.bold};

  ${media.beyond('tablet')} {
    display: none;
  }
`;

const Burger = styled.span`
  display: inline-block;
  width: 1.1rem;
  height: 2px;
  background: currentColor;
  box-shadow:
    0 -6px 0 currentColor,
    0 6px 0 currentColor;
`;

const Links = styled.ul<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.upTo('tablet')} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    order: 3;
    flex-direction: column;
    width: 100%;
  }
`;

const Anchor = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-decoration: none;

  &:hover {
    color: inherit;
    text-decoration: underline;
  }

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.warning};
  }
`;

const sectionIds = sections.map((section) => section.id);

/** The workshop's own sticky nav: anchors with the active one highlighted, a hamburger up to 1025 px. */
export function WorkshopNav({ onApply, stickyTop }: WorkshopNavProps) {
  const [open, setOpen] = useState(false);
  const active = useScrollSpy(sectionIds);
  const listId = useId();
  const bar = useRef<HTMLElement>(null);

  // The section a link asked for, scrolled to once the menu has folded: measured before, the open list's height
  // would leave the section that much further down. (Not flushSync: Preact, serving React's API here, flushes
  // only a render it has not queued already.)
  const [chosen, setChosen] = useState<{ id: string } | null>(null);
  useLayoutEffect(() => {
    const target = chosen && document.getElementById(chosen.id);
    if (!target) return;
    const barBottom = stickyTop + (bar.current?.offsetHeight ?? 0);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({
      top: target.getBoundingClientRect().top + window.scrollY - barBottom,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
    // Keyboard and screen-reader users continue from the section they chose.
    target.focus({ preventScroll: true });
  }, [chosen, stickyTop]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!document.getElementById(id)) return;
    event.preventDefault();
    setOpen(false);
    // A new object each time: choosing the same section again scrolls to it again.
    setChosen({ id });
  };

  return (
    <Bar ref={bar} aria-label="Workshop sections" $top={stickyTop}>
      <Inner>
        <MenuToggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          <Burger aria-hidden="true" />
          Menu
        </MenuToggle>
        <Links id={listId} $open={open}>
          {sections.map((section) => (
            <li key={section.id}>
              <Anchor
                href={`#${section.id}`}
                aria-current={active === section.id ? 'true' : undefined}
                onClick={(event) => go(event, section.id)}
              >
                {section.label}
              </Anchor>
            </li>
          ))}
        </Links>
        <Button size="sm" variant="secondary" onClick={onApply}>
          Apply Now
        </Button>
      </Inner>
    </Bar>
  );
}
