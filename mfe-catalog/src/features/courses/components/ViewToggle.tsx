import styled from 'styled-components';
import { Button } from 'shared-ui';
import type { CourseCardLayout } from './CourseCard';

const OPTIONS: { value: CourseCardLayout; label: string }[] = [
  { value: 'grid', label: 'Grid view' },
  { value: 'list', label: 'List view' },
];

const Group = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export function ViewToggle({
  value,
  onChange,
}: {
  value: CourseCardLayout;
  onChange: (next: CourseCardLayout) => void;
}) {
  return (
    <Group role="group" aria-label="Course layout">
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
    </Group>
  );
}
