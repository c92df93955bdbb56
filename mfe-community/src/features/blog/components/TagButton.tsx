import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from 'shared-events';
import { selectSelectedTag, toggleTag } from '../model/blogsSlice';
import { Chip } from './TagButton.styles';

export { TagList } from './TagButton.styles';

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
      data-selected={selected || undefined}
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
