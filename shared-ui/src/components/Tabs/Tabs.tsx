import { useDeferredValue, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { primaryAction } from '../Layout/primaryActions';
import { Tab, TabList, TabPanel } from './Tabs.styles';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  /** `manual` selects only on Enter/Space; arrow keys then just move focus. */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected panel renders content. */
export function Tabs({
  items,
  label,
  selectedId,
  defaultSelectedId,
  onSelect,
  activation = 'automatic',
  className,
}: TabsProps) {
  const baseId = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [internalId, setInternalId] = useState(defaultSelectedId ?? enabled[0]?.id);
  const current = selectedId ?? internalId;
  const activeId = items.some((item) => item.id === current && !item.disabled) ? current : enabled[0]?.id;
  // A filter, not a form: the tab shows as selected at once and its panel renders in the background, so a
  // long panel (a course list, a curriculum) never holds up the next key press; the old panel stays until then.
  const shownId = useDeferredValue(activeId);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (selectedId === undefined) setInternalId(id);
    if (id !== activeId) onSelect?.(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const index = enabled.findIndex((item) => item.id === id);
    const last = enabled.length - 1;
    const targetIndex = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (targetIndex === undefined) return;
    const target = enabled[targetIndex];
    if (!target) return;
    event.preventDefault();
    tabRefs.current.get(target.id)?.focus();
    if (activation === 'automatic') select(target.id);
  };

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} {...primaryAction}>
        {items.map((item) => {
          const selected = item.id === activeId;
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
              onKeyDown={(event) => handleKeyDown(event, item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item) => {
        const selected = item.id === shownId;
        return (
          <TabPanel
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            tabIndex={0}
            hidden={!selected}
          >
            {selected && item.content}
          </TabPanel>
        );
      })}
    </div>
  );
}
