import { Button } from 'shared-ui';
import type { CourseCardLayout } from './CourseCard';
import styles from './ViewToggle.module.css';

const OPTIONS: { value: CourseCardLayout; label: string }[] = [
  { value: 'grid', label: 'Grid view' },
  { value: 'list', label: 'List view' },
];

export function ViewToggle({
  value,
  onChange,
}: {
  value: CourseCardLayout;
  onChange: (next: CourseCardLayout) => void;
}) {
  return (
    <div className={styles.group} role="group" aria-label="Course layout">
      {OPTIONS.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={value === option.value ? 'primary' : 'ghost'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
