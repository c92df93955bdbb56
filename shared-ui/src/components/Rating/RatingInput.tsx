import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Star } from './Star';
import { starSizes, type RatingSize } from './Rating';
import { Choice, ErrorMessage, Fieldset, Legend, Stars } from './RatingInput.styles';

export interface RatingInputProps {
  /** Group label (legend). */
  label: ReactNode;
  /** Selected stars, or 0/null for none. */
  value: number | null;
  onChange: (value: number) => void;
  max?: number;
  name?: string;
  size?: RatingSize;
  required?: boolean;
  error?: ReactNode;
  /** Accessible text of each choice; defaults to '1 star', '2 stars'… */
  getOptionLabel?: (value: number) => string;
  className?: string;
}

const defaultOptionLabel = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

/** Pick 1 to `max` stars: a native radio group, so arrow keys and form semantics come for free. */
export function RatingInput({
  label,
  value,
  onChange,
  max = 5,
  name,
  size = 'lg',
  required = false,
  error,
  getOptionLabel = defaultOptionLabel,
  className,
}: RatingInputProps) {
  const baseId = useId();
  const groupName = name ?? `rating${baseId}`;
  const errorId = error ? `${baseId}-error` : undefined;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;

  return (
    <Fieldset className={className} aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <Legend>{label}</Legend>
      <Stars onMouseLeave={() => setHovered(null)}>
        {Array.from({ length: max }, (_, index) => {
          const optionValue = index + 1;
          const inputId = `${baseId}-${optionValue}`;
          return (
            <Choice key={optionValue} htmlFor={inputId} onMouseEnter={() => setHovered(optionValue)}>
              <VisuallyHidden
                as="input"
                type="radio"
                id={inputId}
                name={groupName}
                value={optionValue}
                checked={value === optionValue}
                required={required}
                aria-label={getOptionLabel(optionValue)}
                onChange={() => {
                  // A keyboard change must show the new value even while the pointer rests on a star.
                  setHovered(null);
                  onChange(optionValue);
                }}
              />
              <Star
                fill={optionValue <= shown ? 'full' : 'empty'}
                size={starSizes[size]}
                clipId={`${inputId}-clip`}
              />
            </Choice>
          );
        })}
      </Stars>
      {error && (
        <ErrorMessage id={errorId} role="alert">
          {error}
        </ErrorMessage>
      )}
    </Fieldset>
  );
}
