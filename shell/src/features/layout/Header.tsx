import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useRuntimeConfig } from 'shared-platform';
import { upToQuery } from 'shared-ui';
import { AuthControls } from '../auth';
import { CoursesMenu } from './CoursesMenu';
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

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

const Brand = styled(NavLink)`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.black};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const Nav = styled.nav<{ $narrow: boolean }>`
  ${({ $narrow }) => ($narrow ? 'order: 3; width: 100%;' : '')}
`;

const Links = styled.ul<{ $narrow: boolean }>`
  display: flex;
  flex-direction: ${({ $narrow }) => ($narrow ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ theme, $narrow }) => ($narrow ? theme.space.sm : theme.space.lg)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled(NavLink)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  cursor: pointer;
`;

export function Header() {
  const { siteName } = useRuntimeConfig().brand;
  const narrow = useMediaQuery(NARROW_NAV_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navId = useId();

  useEffect(() => setMenuOpen(false), [pathname]);

  const link = ({ to, label }: { to: string; label: string }) => (
    <li key={to}>
      <Link to={to} end={to === '/'}>
        {label}
      </Link>
    </li>
  );

  return (
    <Bar>
      <Inner>
        <Brand to="/">{siteName}</Brand>
        <Nav aria-label="Main" id={navId} $narrow={narrow} hidden={narrow && !menuOpen}>
          {/* A closed menu's links are not rendered: on a phone they cost the first render and show nothing. */}
          {(!narrow || menuOpen) && (
            <Links $narrow={narrow}>
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
