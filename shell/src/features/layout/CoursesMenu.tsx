import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  selectIsCourseMenuOpen,
  setCourseMenuOpen,
  useAppDispatch,
  useAppSelector,
  useGetCoursesQuery,
} from 'shared-events';
import { Chevron, Item, Submenu, Toggle } from './CoursesMenu.styles';

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
        data-current={pathname === '/courses' || pathname.startsWith('/course/') || undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        Courses{' '}
        <Chevron data-open={open || undefined} aria-hidden="true">
          ▾
        </Chevron>
      </Toggle>
      <Submenu id={listId} hidden={!open} data-inline={inline || undefined} onKeyDown={onListKeyDown}>
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
