/** A completeLesson request as the lesson player sends it. */
export const lessonCompletion = (UserID: string, CourseID: number, LessonID: number) => ({
  UserID,
  CourseID,
  LessonID,
  UserEmail: `${UserID}@example.com`,
  LessonName: 'Lesson',
  KlavioProfileID: null,
});
