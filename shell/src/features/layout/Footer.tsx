import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetCoursesQuery, useRuntimeConfig } from 'shared-events';
import { media } from 'shared-ui';

const Bar = styled.footer`
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  a {
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
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

const Copyright = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  text-align: center;
`;

const SUPPORT_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
];

export function Footer() {
  const { siteName, supportEmail } = useRuntimeConfig().brand;
  const { data: courses } = useGetCoursesQuery();
  const coursesId = useId();
  const supportId = useId();
  return (
    <Bar>
      <Columns>
        <nav aria-labelledby={coursesId}>
          <h2 id={coursesId}>Courses</h2>
          <List>
            {(courses ?? []).map((course) => (
              <li key={course.CourseID}>
                <Link to={`/course/${course.CourseLink}`}>{course.CourseName}</Link>
              </li>
            ))}
            <li>
              <Link to="/courses">View All</Link>
            </li>
          </List>
        </nav>
        <nav aria-labelledby={supportId}>
          <h2 id={supportId}>Support</h2>
          <List>
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </li>
          </List>
        </nav>
      </Columns>
      <Copyright>
        © 2024 {siteName}. All rights reserved.
      </Copyright>
    </Bar>
  );
}
