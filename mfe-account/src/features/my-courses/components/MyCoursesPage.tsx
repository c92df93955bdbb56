import { PageContainer } from 'shared-ui';

/** /my-courses */
export default function MyCoursesPage() {
  return (
    <PageContainer>
      <h1>My Courses</h1>
      <p>The courses you own and your progress in each will appear here.</p>
    </PageContainer>
  );
}
