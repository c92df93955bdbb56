import { useEffect, useRef } from 'react';
import { Button } from 'shared-ui';
import { List } from './Hints.styles';

export interface HintsProps {
  hints: readonly string[];
  /** How many hints are shown (from the server, then each reveal). */
  used: number;
  onReveal: () => void;
}

/** Hints shown one at a time; the newest one takes the focus, so it is read out. */
export function Hints({ hints, used, onReveal }: HintsProps) {
  const shown = hints.slice(0, used);
  const newest = useRef<HTMLLIElement>(null);
  const initial = useRef(used);

  useEffect(() => {
    if (used > initial.current) newest.current?.focus();
  }, [used]);

  if (hints.length === 0) return null;
  return (
    <div>
      {shown.length > 0 && (
        <List aria-label="Hints">
          {shown.map((hint, index) => (
            <li key={index} ref={index === shown.length - 1 ? newest : undefined} tabIndex={-1}>
              {hint}
            </li>
          ))}
        </List>
      )}
      {used < hints.length && (
        <Button variant="secondary" size="sm" onClick={onReveal}>
          {used === 0 ? 'Show a hint' : `Show hint ${used + 1} of ${hints.length}`}
        </Button>
      )}
    </div>
  );
}
