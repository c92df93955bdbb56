import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Course } from 'shared-events/contract';
import { Button, Card, media } from 'shared-ui';
import { CoursePrice } from './CoursePrice';

export type CourseCardLayout = 'grid' | 'list';

interface CourseCardProps {
  course: Course;
  /** Lessons in the course, when its chapters are known. */
  lessons?: number;
  layout?: CourseCardLayout;
  /** Short cards (home page) leave out the description. */
  compact?: boolean;
}

const Article = styled(Card).attrs({ as: 'article', $padding: 'none' })<{ $layout: CourseCardLayout }>`
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

const Image = styled.img<{ $layout: CourseCardLayout }>`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      width: 40%;
      max-width: 360px;
      ${media.below('mobile')} {
        width: 100%;
        max-width: none;
      }
    `}
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
  white-space: pre-line;
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

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

export function CourseCard({ course, lessons, layout = 'grid', compact = false }: CourseCardProps) {
  const nameId = useId();
  return (
    <Article $layout={layout} aria-labelledby={nameId}>
      <Image $layout={layout} src={course.CourseImage} alt="" loading="lazy" />
      <Body>
        <Level>{course.Level}</Level>
        <Name id={nameId}>{course.CourseName}</Name>
        <Facts aria-label="Course facts">
          {lessons !== undefined && <li>{plural(lessons, 'lesson')}</li>}
          <li>{plural(course.Students, 'student')}</li>
        </Facts>
        {!compact && <Description>{course.CourseDescription}</Description>}
        <Footer>
          <CoursePrice course={course} />
          <Button as={Link} to={`/course/${course.CourseLink}`} aria-describedby={nameId}>
            Enroll Now
          </Button>
        </Footer>
      </Body>
    </Article>
  );
}
