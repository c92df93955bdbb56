import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  selectIsCourseMenuOpen,
  setCourseMenuOpen,
  useAppDispatch,
  useAppSelector,
  useGetCoursesQuery,
} from 'shared-platform';

const Item = styled.li`
  position: relative;
`;

const Toggle = styled.button<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-decoration: ${({ $current }) => ($current ? 'underline' : 'none')};
  cursor: pointer;
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.durations.fast}ms ease;
`;

const Submenu = styled.ul<{ $inline: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  ${({ $inline, theme }) =>
    $inline
      ? `padding-left: ${theme.space.md};`
      : `position: absolute;
         top: calc(100% + ${theme.space.xs});
         left: 0;
         z-index: ${theme.zIndices.dropdown};
         min-width: 16rem;
         border: 1px solid ${theme.colors.border};
         border-radius: ${theme.radii.md};
         box-shadow: ${theme.shadows.md};`}
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/**
 * Header item 'Courses': a disclosure listing every course by CourseID, then View All. Arrow keys move
 * through it, Escape closes it and returns to the button, leaving it (focus or click outside) closes it.
 */
export function CoursesMenu({ inline }: { inline: boolean }) {
  const open = useAppSelector(selectIsCourseMenuOpen);
  const dispatch = useAppDispatch();
  const { data } = useGetCoursesQuery();
  const courses = [...(data ?? [])].sort((a, b) => a.CourseID - b.CourseID);
  const { pathname } = useLocation();
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => dispatch(setCourseMenuOpen(next));
  const links = () => [...(itemRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];

  // Closed on every page change (and at start: the ux slice is persisted).
  useEffect(() => {
    dispatch(setCourseMenuOpen(false));
  }, [dispatch, pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) dispatch(setCourseMenuOpen(false));
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open, dispatch]);

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    const last = event.key === 'ArrowUp';
    // The list renders on the next commit.
    requestAnimationFrame(() => focusLink(last ? -1 : 0));
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    }
  };

  return (
    <Item
      ref={itemRef}
      onBlur={(event) => {
        if (open && !itemRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Toggle
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        $current={pathname === '/courses' || pathname.startsWith('/course/')}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        Courses{' '}
        <Chevron $open={open} aria-hidden="true">
          ▾
        </Chevron>
      </Toggle>
      <Submenu id={listId} hidden={!open} $inline={inline} onKeyDown={onListKeyDown}>
        {courses.map((course) => (
          <li key={course.CourseID}>
            <Link to={`/course/${course.CourseLink}`}>{course.CourseName}</Link>
          </li>
        ))}
        <li>
          <Link to="/courses">View All</Link>
        </li>
      </Submenu>
    </Item>
  );
}
