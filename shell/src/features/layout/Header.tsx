import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useRuntimeConfig } from 'shared-events';
import { media } from 'shared-ui';
import { AuthControls } from '../auth/components/AuthControls';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/courses', label: 'Courses' },
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

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.below('nav')} {
    order: 3;
    width: 100%;
  }
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

export function Header() {
  const { siteName } = useRuntimeConfig().brand;
  return (
    <Bar>
      <Inner>
        <Brand to="/">{siteName}</Brand>
        <nav aria-label="Main">
          <Links>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} end={link.to === '/'}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Links>
        </nav>
        <AuthControls />
      </Inner>
    </Bar>
  );
}
