import { api, apiRequest, COURSE_CACHE_SECONDS, type ApiBody } from 'shared-events';
import type { CourseRating, OwnReview, RequestOf, Review } from 'shared-contract';

export const reviewMessages = {
  fetch: 'Failed to fetch course reviews',
  own: 'Failed to fetch your review',
  submit: 'Failed to submit review. Please try again later.',
} as const;

const newestFirst = (reviews: readonly Review[]) =>
  [...reviews].sort((a, b) => Date.parse(b.Timestamp) - Date.parse(a.Timestamp));

/** The signed-in learner's own review of a course has its own tag, next to the course's public list. */
const ownReviewTag = (courseId: number) => ({ type: 'Reviews' as const, id: `own-${courseId}` });
/** Every course's rating, which any new review changes. */
const ratingsTag = { type: 'Reviews' as const, id: 'ratings' };

/**
 * Course reviews: every course's rating (one answer for all the course cards), each course's reviews (its
 * page), written from the course page's form.
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's argument-less query: callers write useCatalogGetCourseRatingsQuery()
    catalogGetCourseRatings: build.query<CourseRating[], void>({
      query: () => apiRequest('getCourseRatings', undefined, reviewMessages.fetch),
      transformResponse: (body: ApiBody<'getCourseRatings'>) => body.Ratings,
      providesTags: [ratingsTag],
      keepUnusedDataFor: COURSE_CACHE_SECONDS,
    }),
    catalogGetReviews: build.query<Review[], number>({
      query: (CourseID) => apiRequest('getReviews', { CourseID }, reviewMessages.fetch),
      // The API already sorts; sorting again keeps the order right whatever backend answers.
      transformResponse: (body: ApiBody<'getReviews'>) => newestFirst(body),
      providesTags: (_result, _error, courseId) => [{ type: 'Reviews', id: courseId }],
      keepUnusedDataFor: COURSE_CACHE_SECONDS,
    }),
    /** The learner's own review and whether they may write one: per learner, never cached across sign-ins. */
    catalogGetOwnReview: build.query<OwnReview, RequestOf<'getOwnReview'>>({
      query: (request) => apiRequest('getOwnReview', request, reviewMessages.own),
      providesTags: (_result, _error, { CourseID }) => [ownReviewTag(CourseID)],
      keepUnusedDataFor: 0,
    }),
    catalogPostReview: build.mutation<Review, RequestOf<'postReview'>>({
      query: (review) => apiRequest('postReview', review, reviewMessages.submit),
      invalidatesTags: (_result, error, review) =>
        error ? [] : [{ type: 'Reviews', id: review.CourseID }, ownReviewTag(review.CourseID), ratingsTag],
    }),
  }),
});

export const {
  useCatalogGetCourseRatingsQuery,
  useCatalogGetReviewsQuery,
  useCatalogGetOwnReviewQuery,
  useCatalogPostReviewMutation,
} = reviewsApi;
