import type { Course } from 'shared-contract';
import { describeCourse } from '../model/curriculum';
import { Numbered, Receivables, Section } from './OverviewTab.styles';

export function OverviewTab({ course }: { course: Course }) {
  const receivables = Object.entries(course.Receivables);
  return (
    <>
      <Section>
        <h2>About this course</h2>
        {describeCourse(course.CourseDescription).map((block, index) =>
          block.kind === 'paragraph' ? (
            <p key={index}>{block.text}</p>
          ) : (
            <Numbered key={index}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Numbered>
          ),
        )}
      </Section>
      {receivables.length > 0 && (
        <Section>
          <h2>What you will get</h2>
          <Receivables>
            {receivables.map(([label, text]) => (
              <li key={label}>
                <strong>{label}:</strong> {text}
              </li>
            ))}
          </Receivables>
        </Section>
      )}
    </>
  );
}
