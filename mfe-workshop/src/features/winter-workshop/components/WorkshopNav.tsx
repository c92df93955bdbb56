import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { Button } from 'shared-ui';
import { sections } from '../model/content';
import { useScrollSpy } from '../model/useScrollSpy';
import { Anchor, Bar, Burger, Inner, Links, MenuToggle } from './WorkshopNav.styles';

interface WorkshopNavProps {
  onApply: () => void;
  /** Where the bar docks: right under the site's own sticky header. */
  stickyTop: number;
}

const sectionIds = sections.map((section) => section.id);

/** The workshop's own sticky nav: anchors with the active one highlighted, a hamburger up to 1025 px. */
export function WorkshopNav({ onApply, stickyTop }: WorkshopNavProps) {
  const [open, setOpen] = useState(false);
  const active = useScrollSpy(sectionIds);
  const listId = useId();
  const bar = useRef<HTMLElement>(null);

  // The section a link asked for, scrolled to once the menu has folded: measured before, the open list's height
  // would leave the section that much further down.
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
    <Bar ref={bar} aria-label="Workshop sections" style={{ '--bar-top': `${stickyTop}px` } as CSSProperties}>
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
