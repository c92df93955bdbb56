import { useId } from 'react';
import styled from 'styled-components';
import { StaffList } from '../../instructors';

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

/** Home region 'home.instructors': who teaches and writes the courses. */
export default function HomeInstructors() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Meet the Team</Heading>
      <StaffList />
    </section>
  );
}
