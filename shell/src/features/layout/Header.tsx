import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntimeConfig } from 'shared-events';
import { upToQuery } from 'shared-ui';
import { AuthControls } from '../auth';
import { CoursesMenu } from './CoursesMenu';
import { Bar, Brand, End, Inner, Links, MenuToggle, Nav, PageLink } from './Header.styles';
import { useMediaQuery } from './useMediaQuery';

/** The header collapses to a toggle at 768 px (spec): 768 itself is collapsed. */
export const NARROW_NAV_QUERY = upToQuery('nav');

const LINKS_BEFORE_COURSES = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
];
const LINKS_AFTER_COURSES = [
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
];

export function Header() {
  const { siteName } = useRuntimeConfig().brand;
  const narrow = useMediaQuery(NARROW_NAV_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navId = useId();

  useEffect(() => setMenuOpen(false), [pathname]);

  const link = ({ to, label }: { to: string; label: string }) => (
    <li key={to}>
      <PageLink to={to} end={to === '/'}>
        {label}
      </PageLink>
    </li>
  );

  return (
    <Bar>
      <Inner>
        <Brand to="/">{siteName}</Brand>
        <Nav aria-label="Main" id={navId} data-narrow={narrow || undefined} hidden={narrow && !menuOpen}>
          {/* A closed menu's links are not rendered: on a phone they cost the first render and show nothing. */}
          {(!narrow || menuOpen) && (
            <Links data-narrow={narrow || undefined}>
              {LINKS_BEFORE_COURSES.map(link)}
              <CoursesMenu inline={narrow} />
              {LINKS_AFTER_COURSES.map(link)}
            </Links>
          )}
        </Nav>
        <End>
          <AuthControls />
          {narrow && (
            <MenuToggle
              type="button"
              aria-expanded={menuOpen}
              aria-controls={navId}
              aria-label="Menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
            </MenuToggle>
          )}
        </End>
      </Inner>
    </Bar>
  );
}
