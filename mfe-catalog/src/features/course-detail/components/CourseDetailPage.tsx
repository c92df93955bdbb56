import { PageContainer } from 'shared-ui';

/** /course/:courseLink */
export default function CourseDetailPage() {
  return (
    <PageContainer>
      <h1>Course Details</h1>
      <p>The course overview, curriculum, instructors and reviews of this course will appear here, with the option to enroll.</p>
    </PageContainer>
  );
}
