import { api, apiRequest, COURSE_CACHE_SECONDS, type ApiBody } from 'shared-events';
import type { Review } from 'shared-events/contract';
import type { RequestOf } from 'shared-events/contract';

export const reviewMessages = {
  fetch: 'Failed to fetch course reviews',
  submit: 'Failed to submit review. Please try again later.',
} as const;

const newestFirst = (reviews: readonly Review[]) =>
  [...reviews].sort((a, b) => Date.parse(b.Timestamp) - Date.parse(a.Timestamp));

/** Course reviews: read by every course card and course page, written from the course page's form. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<Review[], number>({
      query: (CourseID) => apiRequest('getReviews', { CourseID }, reviewMessages.fetch),
      // The API already sorts; sorting again keeps the order right whatever backend answers.
      transformResponse: (body: ApiBody<'getReviews'>) => newestFirst(body),
      providesTags: (_result, _error, courseId) => [{ type: 'Reviews', id: courseId }],
      keepUnusedDataFor: COURSE_CACHE_SECONDS,
    }),
    postReview: build.mutation<Review, RequestOf<'postReview'>>({
      query: (review) => apiRequest('postReview', review, reviewMessages.submit),
      invalidatesTags: (_result, error, review) => (error ? [] : [{ type: 'Reviews', id: review.CourseID }]),
    }),
  }),
});

export const { useGetReviewsQuery, usePostReviewMutation } = reviewsApi;
