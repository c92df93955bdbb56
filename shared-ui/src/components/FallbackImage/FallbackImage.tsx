import { useState, type ComponentPropsWithoutRef } from 'react';
import { alternateSource } from './alternateSource';

export type FallbackImageProps = ComponentPropsWithoutRef<'img'> & { src: string };

/** An <img> that tries the same picture in another format when the first one fails to load. */
export function FallbackImage({ src, onError, ...rest }: FallbackImageProps) {
  const [current, setCurrent] = useState({ for: src, src });
  // A new src prop starts over (e.g. the same card showing another course).
  const shown = current.for === src ? current.src : src;
  return (
    <img
      {...rest}
      src={shown}
      onError={(event) => {
        const next = alternateSource(shown);
        if (next) setCurrent({ for: src, src: next });
        onError?.(event);
      }}
    />
  );
}
