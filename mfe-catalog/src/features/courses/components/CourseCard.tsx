import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { bus, formatCount } from 'shared-platform';
import type { Course } from 'shared-contract';
import { Card, FallbackImage, media } from 'shared-ui';
import { EnrollButton, useEnrollAction } from '../../enrollment';
import { instructor } from '../../instructors';
import { CardRating } from '../../reviews';
import { CoursePrice } from './CoursePrice';

export type CourseCardLayout = 'grid' | 'list';

interface CourseCardProps {
  course: Course;
  /** Lessons in the course, when its chapters are known. */
  lessons?: number;
  layout?: CourseCardLayout;
  /** Short cards (home page) leave out the description and instructor. */
  compact?: boolean;
  /** The heading level of the course name, so cards fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

export const COURSE_CARD_CLICKED = 'Course Card Clicked';

export function trackCourseCardClick(courseName: string) {
  bus.publish('analytics:track', { event: COURSE_CARD_CLICKED, properties: { courseName } });
}

const Article = styled(Card).attrs({ as: 'article', $padding: 'none', $interactive: true })<{
  $layout: CourseCardLayout;
}>`
  height: 100%;
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      flex-direction: row;
      ${media.below('mobile')} {
        flex-direction: column;
      }
    `}
`;

const ImageLink = styled(Link)<{ $layout: CourseCardLayout }>`
  display: block;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      flex: 0 0 40%;
      max-width: 360px;
      ${media.below('mobile')} {
        max-width: none;
      }

      /* The picture fills its column however tall the text beside it is (no empty strip under it). */
      ${media.above('mobile')} {
        & > img {
          height: 100%;
          min-height: 100%;
          aspect-ratio: auto;
        }
      }
    `}
`;

const Image = styled(FallbackImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`;

const Level = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.xl};

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Instructor = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** The description's first paragraph (its numbered outline belongs on the course page). */
const summary = (description: string) => description.split('\n')[0] ?? description;

function ContinueLink({ course }: { course: Course }) {
  const action = useEnrollAction(course);
  if (action.kind !== 'continue' || action.path === null) return null;
  return (
    <li>
      <Link to={action.path}>Continue</Link>
    </li>
  );
}

export function CourseCard({
  course,
  lessons,
  layout = 'grid',
  compact = false,
  headingLevel = 'h3',
}: CourseCardProps) {
  const nameId = useId();
  const coursePath = `/course/${course.CourseLink}`;
  const track = () => trackCourseCardClick(course.CourseName);
  return (
    <Article $layout={layout} aria-labelledby={nameId}>
      <ImageLink $layout={layout} to={coursePath} onClick={track} tabIndex={-1} aria-hidden="true">
        <Image src={course.CourseImage} alt="" loading="lazy" width={640} height={360} />
      </ImageLink>
      <Body>
        <Level>{course.Level}</Level>
        <Name as={headingLevel} id={nameId}>
          <Link to={coursePath} onClick={track}>
            {course.CourseName}
          </Link>
        </Name>
        <Facts aria-label="Course facts">
          {lessons !== undefined && <li>{plural(lessons, 'lesson')}</li>}
          <li>{plural(course.Students, 'student')}</li>
          <ContinueLink course={course} />
        </Facts>
        {!compact && (
          <>
            <Description>{summary(course.CourseDescription)}</Description>
            <Instructor>
              Instructor: <strong>{instructor.name}</strong>
            </Instructor>
          </>
        )}
        <CardRating courseId={course.CourseID} />
        <Footer>
          <CoursePrice course={course} />
          <EnrollButton course={course} continueLabel="Open Course" describedBy={nameId} />
        </Footer>
      </Body>
    </Article>
  );
}
