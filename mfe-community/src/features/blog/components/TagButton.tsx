import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from 'shared-platform';
import { selectSelectedTag, toggleTag } from '../model/blogsSlice';

const Chip = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 2rem;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.primary)};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme, $selected }) =>
      $selected ? theme.colors.primaryHover : theme.colors.primarySoft};
  }
`;

interface TagButtonProps {
  tag: string;
  /** Shown after the tag, e.g. the number of posts in a category. */
  count?: number;
}

/** A tag: a click toggles the blog's tag filter and goes to /blog (spec). */
export function TagButton({ tag, count }: TagButtonProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const selected = useAppSelector(selectSelectedTag) === tag;
  return (
    <Chip
      type="button"
      $selected={selected}
      aria-pressed={selected}
      onClick={() => {
        dispatch(toggleTag(tag));
        void navigate('/blog');
      }}
    >
      {tag}
      {count !== undefined && (
        <span aria-label={`, ${count} ${count === 1 ? 'post' : 'posts'}`}>({count})</span>
      )}
    </Chip>
  );
}

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
