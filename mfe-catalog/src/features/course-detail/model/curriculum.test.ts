import { buildCurriculum, describeCourse } from './curriculum';

const chapters = [
  { ChapterID: 2, ChapterName: 'Printing', ChapterLessons: [5, 6, 7, 8] },
  { ChapterID: 1, ChapterName: 'Introduction', ChapterLessons: [1, 2, 3] },
];
const names = [
  { LessonID: 1, LessonName: 'Introduction - Welcome', PreviewVideo: 'https://youtu.be/welcome' },
  { LessonID: 2, LessonName: 'Introduction - Installing Python' },
  { LessonID: 3, LessonName: 'Exercise - Hello World' },
  { LessonID: 5, LessonName: 'Printing - The print Function' },
  { LessonID: 6, LessonName: 'Comments - Writing Comments' },
  { LessonID: 7, LessonName: 'Chapter Summary' },
  { LessonID: 8, LessonName: 'Printing - Exercise - Greeting Card' },
];

it('groups lessons by the part of the name before " - ", in course order, keeping their preview video', () => {
  const curriculum = buildCurriculum([1, 2], chapters, names);
  expect(curriculum.map((chapter) => chapter.name)).toEqual(['Introduction', 'Printing']);
  expect(curriculum[0]?.groups).toEqual([
    {
      topic: 'Introduction',
      lessons: [
        { lessonId: 1, title: 'Welcome', previewVideo: 'https://youtu.be/welcome' },
        { lessonId: 2, title: 'Installing Python' },
      ],
    },
  ]);
  expect(curriculum[1]?.groups.map((group) => group.topic)).toEqual([
    'Printing',
    'Comments',
    'Chapter Summary',
  ]);
  expect(curriculum[1]?.groups[2]?.lessons).toEqual([{ lessonId: 7, title: 'Chapter Summary' }]);
});

it('hides exercise lessons', () => {
  const lessonIds = buildCurriculum([1, 2], chapters, names).flatMap((chapter) =>
    chapter.groups.flatMap((group) => group.lessons.map((lesson) => lesson.lessonId)),
  );
  expect(lessonIds).not.toContain(3);
  expect(lessonIds).not.toContain(8);
  expect(lessonIds).toEqual([1, 2, 5, 6, 7]);
});

it('turns numbered lines of the description into one list', () => {
  expect(describeCourse('Learn Python.\n1. Basics\n2. Loops\n\nThen more.')).toEqual([
    { kind: 'paragraph', text: 'Learn Python.' },
    { kind: 'list', items: ['Basics', 'Loops'] },
    { kind: 'paragraph', text: 'Then more.' },
  ]);
});
