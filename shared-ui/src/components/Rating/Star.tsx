import type { CSSProperties } from 'react';
import { StarSvg } from './Star.styles';

export type StarFill = 'full' | 'half' | 'empty';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** One star; a half star fills its left half through a clip path. */
export function Star({ fill, size, clipId }: { fill: StarFill; size: string; clipId: string }) {
  return (
    <StarSvg
      style={{ '--star-size': size } as CSSProperties}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-fill={fill}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      {fill !== 'empty' && (
        <path d={STAR_PATH} fill="currentColor" clipPath={fill === 'half' ? `url(#${clipId})` : undefined} />
      )}
    </StarSvg>
  );
}

/** Fill of each star for a value rounded to the nearest half. */
export function starFills(value: number, max: number): StarFill[] {
  const halves = Math.round(Math.min(Math.max(value, 0), max) * 2);
  return Array.from({ length: max }, (_, index) => {
    const remaining = halves - index * 2;
    if (remaining >= 2) return 'full';
    return remaining === 1 ? 'half' : 'empty';
  });
}
