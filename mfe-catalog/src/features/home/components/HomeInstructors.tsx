import { useId } from 'react';
import { StaffList } from '../../instructors';
import styles from './HomeInstructors.module.css';

/** Home region 'home.instructors': who teaches and writes the courses. */
export default function HomeInstructors() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        Meet the Team
      </h2>
      <StaffList />
    </section>
  );
}
