import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  selectNewsletter,
  toggleNewsletter,
  useAppDispatch,
  useAppSelector,
  useGetCoursesQuery,
  useRuntimeConfig,
} from 'shared-platform';
import { media } from 'shared-ui';
import { BackToTop } from './BackToTop';
import { FreeTrialBanner } from './FreeTrialBanner';

const Bar = styled.footer`
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  a {
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  ${media.below('nav')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.below('mobile')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

// Reads like the links around it: it opens the newsletter offer rather than going anywhere.
const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Copyright = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  text-align: center;
`;

/** The spec's copyright year. */
export const COPYRIGHT_YEAR = 2024;

const EXPLORE_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/workshops', label: 'Live Workshops' },
  { to: '/coding-for-kids', label: 'Coding for Kids' },
  { to: '/math-exercises/multiplication-table', label: 'Multiplication Practice' },
  { to: '/math-exercises/fraction-reduction', label: 'Fraction Practice' },
];

const SUPPORT_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
];

function LinkColumn({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <List>{children}</List>
    </nav>
  );
}

/** The newsletter offer, found again here once its floating button is dismissed or on a quiet page. */
function NewsletterOfferLink() {
  const dispatch = useAppDispatch();
  const { isOpen } = useAppSelector(selectNewsletter);
  return (
    <TextButton type="button" aria-haspopup="dialog" onClick={() => !isOpen && dispatch(toggleNewsletter())}>
      Newsletter: get 30% off
    </TextButton>
  );
}

export function Footer() {
  const { siteName, supportEmail } = useRuntimeConfig().brand;
  const { data } = useGetCoursesQuery();
  const courses = [...(data ?? [])].sort((a, b) => a.CourseID - b.CourseID);
  return (
    <Bar>
      <FreeTrialBanner />
      <Columns>
        <LinkColumn title="Courses">
          {courses.map((course) => (
            <li key={course.CourseID}>
              <Link to={`/course/${course.CourseLink}`}>{course.CourseName}</Link>
            </li>
          ))}
          <li>
            <Link to="/courses">View All</Link>
          </li>
        </LinkColumn>
        <LinkColumn title="Explore">
          {EXPLORE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <NewsletterOfferLink />
          </li>
        </LinkColumn>
        <LinkColumn title="Support">
          {SUPPORT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </li>
        </LinkColumn>
      </Columns>
      <Copyright>
        © {COPYRIGHT_YEAR} {siteName}. All rights reserved.
      </Copyright>
      <BackToTop />
    </Bar>
  );
}
