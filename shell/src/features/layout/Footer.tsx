import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  isChildProfileActive,
  selectNewsletter,
  toggleNewsletter,
  useAppDispatch,
  useAppSelector,
  useGetCoursesQuery,
  useRuntimeConfig,
} from 'shared-events';
import { BackToTop } from './BackToTop';
import { Bar, Columns, Copyright, LinkList, TextButton } from './Footer.styles';
import { FreeTrialBanner } from './FreeTrialBanner';

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
      <LinkList>{children}</LinkList>
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
  // The newsletter's offer is a discount code, the parent's: a child profile is never shown it.
  const childActive = useAppSelector(isChildProfileActive);
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
          {!childActive && (
            <li>
              <NewsletterOfferLink />
            </li>
          )}
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
