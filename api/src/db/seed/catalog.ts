import { EXERCISE_TIME_LIMIT_DEFAULT_MS, type CaptionTrack } from 'shared-contract';
import { SITE_INSTRUCTOR } from '../migrations/011-certificates-streaks-video';
import type {
  ChaptersTable,
  CourseChaptersTable,
  CoursesTable,
  ExercisesTable,
  LessonsTable,
} from '../schema';
import {
  comprehensions,
  dataStructures,
  decorators,
  filesAndErrors,
  flask,
  functions,
  howTheWebWorks,
  modulesAndProject,
  objects,
  testing,
} from './lessons/courseChapters';
import { gettingStarted, inputDecisionsLoops } from './lessons/freeTrialChapters';
import { renderLesson, renderSummary, type LessonTopic } from './lessons/lessonHtml';

/** Chapters in id order; lesson ids run on from one chapter to the next (chapters 1-2 hold lessons 1-38). */
const chapterTopics: Array<{ name: string; topics: LessonTopic[] }> = [
  { name: 'Getting Started', topics: gettingStarted },
  { name: 'Input, Decisions and Loops', topics: inputDecisionsLoops },
  { name: 'Functions', topics: functions },
  { name: 'Data Structures', topics: dataStructures },
  { name: 'Files and Errors', topics: filesAndErrors },
  { name: 'Object-Oriented Programming', topics: objects },
  { name: 'Modules and Final Project', topics: modulesAndProject },
  { name: 'Comprehensions and Generators', topics: comprehensions },
  { name: 'Decorators and Context Managers', topics: decorators },
  { name: 'Testing Your Code', topics: testing },
  { name: 'How the Web Works', topics: howTheWebWorks },
  { name: 'Building Web Apps with Flask', topics: flask },
];

export const chapters: ChaptersTable[] = chapterTopics.map((chapter, index) => ({
  chapter_id: index + 1,
  chapter_name: chapter.name,
}));

/** Where the site serves its own lesson videos and their captions. */
const MEDIA_PATH = '/media/lessons';

const captionsOf = (video: string): CaptionTrack[] => [
  { Src: `${MEDIA_PATH}/${video}.en.vtt`, Language: 'en', Label: 'English' },
];

export const lessons: LessonsTable[] = (() => {
  const rows: LessonsTable[] = [];
  chapterTopics.forEach((chapter, index) => {
    chapter.topics.forEach((topic, position) => {
      rows.push({
        lesson_id: rows.length + 1,
        chapter_id: index + 1,
        position: position + 1,
        lesson_name: topic.name,
        youtube_link: topic.youtube ?? null,
        lesson_video: topic.video ? `${MEDIA_PATH}/${topic.video}.mp4` : null,
        lesson_html:
          topic.name === 'Chapter Summary'
            ? renderSummary(chapter.name, chapter.topics)
            : renderLesson(topic),
        files: JSON.stringify(topic.files ?? []),
        captions: JSON.stringify(topic.video ? captionsOf(topic.video) : []),
      });
    });
  });
  return rows;
})();

/** The coding exercise of every lesson written with one, keyed by its lesson's id. */
export const exercises: ExercisesTable[] = chapterTopics
  .flatMap((chapter) => chapter.topics)
  .flatMap((topic, index) => {
    const { exercise } = topic;
    if (!exercise) return [];
    return [
      {
        lesson_id: index + 1,
        starter_code: exercise.starter,
        time_limit_ms: exercise.timeLimitMs ?? EXERCISE_TIME_LIMIT_DEFAULT_MS,
        hints: JSON.stringify(exercise.hints),
        solution: exercise.solution,
        check_spec: JSON.stringify({
          ...exercise.check,
          ...(exercise.hidden && { hidden: exercise.hidden }),
        }),
      },
    ];
  });

const receivables = {
  certificate: { Certificate: 'A certificate of completion to share with family, teachers or employers' },
  lifetime: { 'Lifetime access': 'Learn at your own pace and come back to any lesson whenever you like' },
  exercises: { Exercises: 'Hands-on exercises after every topic, with hints and full solutions' },
};

export const courses: CoursesTable[] = (
  [
    {
      course_id: 1,
      course_link: 'free-trial',
      course_name: 'Python Free Trial',
      course_description:
        'Try the first two chapters of the masterclass for free. You will install Python, write your first programs, work with numbers, text and variables, make decisions with if statements, repeat work with loops, and finish by building a number guessing game.\n1. Install Python and run your first program\n2. Variables, input and decisions\n3. Loops, lists and a final project',
      course_image: '/images/courses/free-trial.svg',
      price: 0,
      offer_price: null,
      level: 'Beginner',
      duration_hours: 3,
      duration_minutes: 20,
      legacy_students: 5230,
      categories: JSON.stringify(['Python', 'Beginner']),
      receivables: JSON.stringify({
        ...receivables.exercises,
        Reward: 'A discount coupon for the full course when you finish',
      }),
      files_url: '/files/courses/free-trial.zip',
    },
    {
      course_id: 2,
      course_link: 'introduction-to-python',
      course_name: 'Introduction to Python',
      course_description:
        'The natural next step after the free trial. Learn to organise programs with functions, store data in dictionaries, tuples and sets, and practise with short exercises designed for young beginners and adults alike.\n1. Everything from the free trial\n2. Functions and scope\n3. Dictionaries, tuples and sets',
      course_image: '/images/courses/introduction-to-python.svg',
      price: 49,
      offer_price: 19,
      level: 'Beginner',
      duration_hours: 6,
      duration_minutes: 45,
      legacy_students: 1870,
      categories: JSON.stringify(['Python', 'Beginner']),
      receivables: JSON.stringify({ ...receivables.certificate, ...receivables.exercises }),
      files_url: '/files/courses/introduction-to-python.zip',
    },
    {
      course_id: 3,
      course_link: 'python-advanced',
      course_name: 'Python Advanced',
      course_description:
        'For learners who know the basics and want to write Python like a professional: comprehensions, generators, decorators, context managers and automated tests with pytest.\n1. Comprehensions and generators\n2. Decorators and context managers\n3. Testing with pytest',
      course_image: '/images/courses/python-advanced.svg',
      price: 99,
      offer_price: 49,
      level: 'Advanced',
      duration_hours: 5,
      duration_minutes: 10,
      legacy_students: 940,
      categories: JSON.stringify(['Python', 'Advanced']),
      receivables: JSON.stringify({ ...receivables.certificate, ...receivables.lifetime }),
      files_url: '/files/courses/python-advanced.zip',
    },
    {
      course_id: 4,
      course_link: 'python-web-starter',
      course_name: 'Python Web Starter',
      course_description:
        'Learn how the web works and build your first web applications with Flask: routes, templates, forms and a guestbook project you can show to friends.\n1. HTTP, JSON and HTML\n2. Flask routes and templates\n3. A complete guestbook project',
      course_image: '/images/courses/python-web-starter.svg',
      price: 79,
      offer_price: 39,
      level: 'Intermediate',
      duration_hours: 4,
      duration_minutes: 30,
      legacy_students: 760,
      categories: JSON.stringify(['Python', 'Web Development']),
      receivables: JSON.stringify({
        ...receivables.certificate,
        Project: 'A working Flask web application of your own',
      }),
      files_url: '/files/courses/python-web-starter.zip',
    },
    {
      course_id: 5,
      course_link: 'python-programming-masterclass',
      course_name: 'Python Programming Masterclass',
      course_description:
        'The complete course: from your very first line of code to object-oriented programs, files, error handling, modules and a final project. Clear animations and bite-sized lessons make it suitable for ages 9 and up, with exercises after every topic.\n1. Python foundations: variables, decisions and loops\n2. Functions, data structures, files and errors\n3. Object-oriented programming, modules and a final project',
      course_image: '/images/courses/python-programming-masterclass.svg',
      price: 199,
      offer_price: 89,
      level: 'Beginner',
      duration_hours: 24,
      duration_minutes: 15,
      legacy_students: 12480,
      categories: JSON.stringify(['Python', 'Beginner', 'Data Analysis & AI']),
      receivables: JSON.stringify({
        ...receivables.certificate,
        ...receivables.lifetime,
        ...receivables.exercises,
      }),
      files_url: '/files/courses/python-programming-masterclass.zip',
    },
  ] satisfies Omit<CoursesTable, 'instructor_name'>[]
).map((course) => ({ ...course, instructor_name: SITE_INSTRUCTOR }));

const courseChapterIds: Record<number, number[]> = {
  1: [1, 2],
  2: [1, 2, 3, 4],
  3: [8, 9, 10],
  4: [11, 12],
  5: [1, 2, 3, 4, 5, 6, 7],
};

export const courseChapters: CourseChaptersTable[] = Object.entries(courseChapterIds).flatMap(
  ([courseId, chapterIds]) =>
    chapterIds.map((chapterId, index) => ({
      course_id: Number(courseId),
      chapter_id: chapterId,
      position: index + 1,
    })),
);
