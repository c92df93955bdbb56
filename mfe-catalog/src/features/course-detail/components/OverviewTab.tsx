import styled from 'styled-components';
import type { Course } from 'shared-contract';
import { describeCourse } from '../model/curriculum';

const Numbered = styled.ol`
  padding-left: ${({ theme }) => theme.space.xl};
  margin: ${({ theme }) => `${theme.space.sm} 0`};

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

const Receivables = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.secondary};
    background: ${({ theme }) => theme.colors.secondarySoft};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;

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
