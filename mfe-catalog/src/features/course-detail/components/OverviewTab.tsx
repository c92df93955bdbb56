import type { Course } from 'shared-contract';
import { describeCourse } from '../model/curriculum';
import styles from './OverviewTab.module.css';

export function OverviewTab({ course }: { course: Course }) {
  const receivables = Object.entries(course.Receivables);
  return (
    <>
      <div className={styles.section}>
        <h2>About this course</h2>
        {describeCourse(course.CourseDescription).map((block, index) =>
          block.kind === 'paragraph' ? (
            <p key={index}>{block.text}</p>
          ) : (
            <ol key={index} className={styles.numbered}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          ),
        )}
      </div>
      {receivables.length > 0 && (
        <div className={styles.section}>
          <h2>What you will get</h2>
          <ul className={styles.receivables}>
            {receivables.map(([label, text]) => (
              <li key={label}>
                <strong>{label}:</strong> {text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
