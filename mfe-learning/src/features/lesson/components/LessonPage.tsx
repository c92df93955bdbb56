import { PageContainer } from 'shared-ui';

/** /course/:courseLink/chapter/:chapterId/lesson/:lessonId */
export default function LessonPage() {
  return (
    <PageContainer>
      <h1>Lesson</h1>
      <p>The lesson player, with the video, lesson notes, downloads and your progress through the course, will appear here.</p>
    </PageContainer>
  );
}
