import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { durations } from '../../theme/tokens';
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

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Trigger = styled.button<{ $duration: number }>`
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

  &::after {
    content: '';
    flex: none;
    width: 0.6rem;
    height: 0.6rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform ${({ $duration }) => $duration}ms ease;
  }

  &[aria-expanded='true']::after {
    transform: rotate(225deg);
  }
`;

const Content = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.xs} ${theme.space.md}`};
`;

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
    <div className={className}>
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
                $duration={duration}
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
