import styled from 'styled-components';

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

const Track = styled.div`
  position: relative;
  width: 100%;
  height: 1.25rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
`;

const Fill = styled.div<{ $percent: number; $success: boolean }>`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  min-width: ${({ $percent }) => ($percent > 0 ? '2.5rem' : '0')};
  padding-right: ${({ theme }) => theme.space.xs};
  background: ${({ theme, $success }) => ($success ? theme.colors.success : theme.colors.primary)};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  transition: width ${({ theme }) => theme.durations.normal}ms ease;
`;

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
      <Fill $percent={percent} $success={success} aria-hidden="true">
        {showValue && percent > 0 && `${percent}%`}
      </Fill>
    </Track>
  );
}
