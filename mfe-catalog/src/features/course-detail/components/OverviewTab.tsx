import type { Course } from 'shared-contract';
import { isChildProfileActive, useAppSelector } from 'shared-events';
import { describeCourse } from '../model/curriculum';
import { Numbered, Receivables, Section } from './OverviewTab.styles';

/** A reward that is a coupon or a discount (the free trial's) is for buying, so the parent's to read. */
const BUYING_WORDS = /\b(coupon|discount)s?\b/i;

export function OverviewTab({ course }: { course: Course }) {
  const childActive = useAppSelector(isChildProfileActive);
  const receivables = Object.entries(course.Receivables).filter(
    ([label, text]) => !childActive || !BUYING_WORDS.test(`${label} ${text}`),
  );
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
