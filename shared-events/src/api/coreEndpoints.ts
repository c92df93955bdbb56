import type { Chapter, Course, LessonNameEntry } from 'shared-contract';
import { LESSON_NAMES_BATCH_SIZE, PUBLIC_CACHE_SECONDS } from 'shared-contract';
import { api } from './api';
import { apiRequest, type ApiBody } from './baseQuery';
import { statusMessage } from './apiError';

/** Course data is cached 15 minutes (spec): the API lets HTTP caches keep its public answers as long. */
export const COURSE_CACHE_SECONDS = PUBLIC_CACHE_SECONDS;

export const errorMessages = {
  courses: 'Failed to fetch courses',
  chapters: 'Failed to fetch chapters',
  lessonNames: statusMessage('Failed to fetch lesson names'),
} as const;

const uniqueSorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The calls every area needs at start-up: courses, then their chapters, then the lesson names. */
export const coreApi = api.injectEndpoints({
  endpoints: (build) => ({
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's argument-less query: callers write useGetCoursesQuery()
    getCourses: build.query<Course[], void>({
      query: () => apiRequest('getCourses', undefined, errorMessages.courses),
      transformResponse: (body: ApiBody<'getCourses'>) =>
        [...body.Courses].sort((a, b) => a.CourseID - b.CourseID),
      keepUnusedDataFor: COURSE_CACHE_SECONDS,
    }),

    getChapters: build.query<Chapter[], readonly number[]>({
      // The same set of ids in any order is one cache entry.
      serializeQueryArgs: ({ queryArgs }) => uniqueSorted(queryArgs).join(','),
      async queryFn(ChapterIDs, _api, _extra, baseQuery) {
        const ids = uniqueSorted(ChapterIDs);
        if (ids.length === 0) return { data: [] };
        const result = await baseQuery(
          apiRequest('getChapters', { ChapterIDs: ids }, errorMessages.chapters),
        );
        if (result.error) return { error: result.error };
        const body = result.data as ApiBody<'getChapters'>;
        return { data: [...body.Chapters].sort((a, b) => a.ChapterID - b.ChapterID) };
      },
    }),

    getLessonNames: build.query<LessonNameEntry[], readonly number[]>({
      serializeQueryArgs: ({ queryArgs }) => uniqueSorted(queryArgs).join(','),
      async queryFn(LessonIDs, _api, _extra, baseQuery) {
        const ids = uniqueSorted(LessonIDs);
        const byId = new Map<number, LessonNameEntry>();
        // One request after another, as the spec asks, to keep the load on the API flat.
        for (let start = 0; start < ids.length; start += LESSON_NAMES_BATCH_SIZE) {
          const batch = ids.slice(start, start + LESSON_NAMES_BATCH_SIZE);
          const result = await baseQuery(
            apiRequest('getLessonNames', { LessonIDs: batch }, errorMessages.lessonNames),
          );
          if (result.error) {
            // An unexpected response shape of one batch is skipped (spec); other failures fail the load.
            if (result.error.status === 'PARSE_ERROR') continue;
            return { error: result.error };
          }
          for (const lesson of (result.data as ApiBody<'getLessonNames'>).Lessons)
            byId.set(lesson.LessonID, lesson);
        }
        return { data: [...byId.values()].sort((a, b) => a.LessonID - b.LessonID) };
      },
    }),
  }),
});

export const { useGetCoursesQuery, useGetChaptersQuery, useGetLessonNamesQuery } = coreApi;
