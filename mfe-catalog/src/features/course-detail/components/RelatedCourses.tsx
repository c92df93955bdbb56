import styled from 'styled-components';
import type { Course } from 'shared-contract';
import { Carousel, type CarouselProps } from 'shared-ui';
import { CourseCard } from '../../courses';

/** Related courses: autoplay every 2500 ms, 2 slides from 640 px, 3 from 768 px (learning spec §2). */
export const relatedCarouselSettings = {
  autoplayDelay: 2500,
  slidesPerView: 1,
  spaceBetween: 16,
  breakpoints: { 640: { slidesPerView: 2 }, 768: { slidesPerView: 3 } },
} satisfies Partial<CarouselProps>;

/** Not a landmark of its own: the carousel inside is the labelled region. */
const Section = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

export function RelatedCourses({ courses }: { courses: readonly Course[] }) {
  if (courses.length === 0) return null;
  return (
    <Section>
      <h2>Related Courses</h2>
      <Carousel label="Related courses" {...relatedCarouselSettings}>
        {courses.map((course) => (
          <CourseCard key={course.CourseID} course={course} compact />
        ))}
      </Carousel>
    </Section>
  );
}
