import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Announced text; ignored when `decorative`. */
  label?: string;
  size?: SpinnerSize;
  /** Hides the spinner from assistive technology, for use inside a control that already reports busy state. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'md', decorative = false, className }: SpinnerProps) {
  const wrapper = [styles.wrapper, className].filter(Boolean).join(' ');
  const ring = `${styles.ring} ${styles[size]}`;
  if (decorative) {
    return (
      <span className={wrapper} aria-hidden="true">
        <span className={ring} />
      </span>
    );
  }
  return (
    <span className={wrapper} role="status">
      <span className={ring} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
