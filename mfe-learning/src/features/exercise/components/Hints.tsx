import { useEffect, useRef } from 'react';
import { Button } from 'shared-ui';
import { inlineCodeParts } from '../model/inlineCode';
import { List } from './Hints.styles';

export interface HintsProps {
  hints: readonly string[];
  /** How many hints are shown (from the server, then each reveal). */
  used: number;
  onReveal: () => void;
}

/** A hint's text with its `code` spans in the code font; React writes every part as text, never as HTML. */
function HintText({ text }: { text: string }) {
  return inlineCodeParts(text).map((part, index) =>
    part.code ? <code key={index}>{part.text}</code> : part.text,
  );
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
              <HintText text={hint} />
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
