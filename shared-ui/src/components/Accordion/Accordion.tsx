import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { durations } from '../../theme/tokens';
import { Content, Heading, Item, Trigger } from './Accordion.styles';
import { Collapse } from './Collapse';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** At most one item open; opening one closes the other, and clicking the open one closes it. */
  single?: boolean;
  defaultOpenIds?: readonly string[];
  /** Controlled open items. */
  openIds?: readonly string[];
  onOpenChange?: (openIds: string[]) => void;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Animation length in ms; defaults to 300. */
  duration?: number;
  className?: string;
}

/** Disclosure list: each heading holds a button with aria-expanded/aria-controls for its region. */
export function Accordion({
  items,
  single = false,
  defaultOpenIds = [],
  openIds,
  onOpenChange,
  headingLevel = 3,
  duration = durations.collapse,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [internalOpen, setInternalOpen] = useState<readonly string[]>(() =>
    single ? defaultOpenIds.slice(0, 1) : defaultOpenIds,
  );
  const open = openIds ?? internalOpen;

  const toggle = (id: string) => {
    const isOpen = open.includes(id);
    const next = isOpen ? open.filter((openId) => openId !== id) : single ? [id] : [...open, id];
    if (openIds === undefined) setInternalOpen(next);
    onOpenChange?.(next);
  };

  return (
    <div className={className} style={{ '--accordion-duration': `${duration}ms` } as CSSProperties}>
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const regionId = `${baseId}-region-${item.id}`;
        return (
          <Item key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={regionId}
                onClick={() => toggle(item.id)}
              >
                {item.title}
              </Trigger>
            </Heading>
            <Collapse isOpen={isOpen} id={regionId} role="region" labelledBy={buttonId} duration={duration}>
              <Content>{item.content}</Content>
            </Collapse>
          </Item>
        );
      })}
    </div>
  );
}
