import type { CSSProperties } from 'react';
import { Fill, Track } from './ProgressBar.styles';

export interface ProgressBarProps {
  value: number;
  max?: number;
  /** Accessible name, e.g. 'Course progress'. */
  label: string;
  /** Switches to success styling when the percentage is above this number (the spec uses 50). */
  successAbove?: number;
  /** Prints the rounded percentage inside the bar. */
  showValue?: boolean;
  /** What assistive technology reads for the value, e.g. '2 of 3 lessons'; the percentage by default. */
  valueText?: string;
  className?: string;
}

export function ProgressBar({
  value,
  max = 100,
  label,
  successAbove,
  showValue = false,
  valueText,
  className,
}: ProgressBarProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), safeMax) : 0;
  const percent = Math.round((clamped / safeMax) * 100);
  const success = successAbove !== undefined && percent > successAbove;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${percent}%`}
      data-status={success ? 'success' : 'default'}
      className={className}
    >
      <Fill
        $started={percent > 0}
        $success={success}
        style={{ '--progress': `${percent}%` } as CSSProperties}
        aria-hidden="true"
      >
        {showValue && percent > 0 && `${percent}%`}
      </Fill>
    </Track>
  );
}
