import { useId } from 'react';
import { Row, Value } from './Rating.styles';
import { Star, starFills } from './Star';

export type RatingSize = 'sm' | 'md' | 'lg';

export const starSizes: Record<RatingSize, string> = { sm: '1rem', md: '1.25rem', lg: '1.75rem' };

export interface RatingProps {
  /** 0 to `max`; shown to the nearest half star. */
  value: number;
  max?: number;
  size?: RatingSize;
  /** Accessible text; defaults to 'Rated 4.50 out of 5'. */
  getLabel?: (value: number, max: number) => string;
  /** Also prints the value (2 decimals) beside the stars. */
  showValue?: boolean;
  className?: string;
}

export const defaultRatingLabel = (value: number, max: number) => `Rated ${value.toFixed(2)} out of ${max}`;

/** Read-only star display with half stars, exposed as one image with a text label. */
export function Rating({
  value,
  max = 5,
  size = 'md',
  getLabel = defaultRatingLabel,
  showValue = false,
  className,
}: RatingProps) {
  const clipBase = useId();
  const safe = Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
  return (
    <Row role="img" aria-label={getLabel(safe, max)} className={className}>
      {starFills(safe, max).map((fill, index) => (
        <Star key={index} fill={fill} size={starSizes[size]} clipId={`${clipBase}-${index}`} />
      ))}
      {showValue && <Value aria-hidden="true">{safe.toFixed(2)}</Value>}
    </Row>
  );
}
