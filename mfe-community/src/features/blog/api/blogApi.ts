import { api, apiRequest, type ApiBody } from 'shared-events';
import type { BlogComment, BlogPost, RequestOf } from 'shared-contract';

/** The spec's messages for the blog's calls (error catalogue); the server's own message wins when it sends one. */
export const blogErrors = {
  posts: 'Failed to fetch blog posts',
  post: 'Failed to fetch blog post',
  comments: 'Failed to fetch blog comments',
  postComment: 'Failed to post comment',
} as const;

export type BlogPageKey = RequestOf<'getBlogPostsMetadata'>['lastEvaluatedKey'];
export type BlogPage = ApiBody<'getBlogPostsMetadata'>;
export type NewComment = RequestOf<'postComment'>;

/** The blog's calls. Pages of post metadata are kept in the blogs slice; the api only fetches them. */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    communityGetBlogPostsPage: build.query<BlogPage, BlogPageKey>({
      query: (lastEvaluatedKey) => apiRequest('getBlogPostsMetadata', { lastEvaluatedKey }, blogErrors.posts),
      // The slice holds the pages; nothing needs the cached copy once a page is appended.
      keepUnusedDataFor: 0,
    }),
    communityGetBlogPost: build.query<BlogPost, string>({
      query: (PostId) => apiRequest('getBlogPost', { PostId }, blogErrors.post),
    }),
    communityGetComments: build.query<BlogComment[], string>({
      query: (PostID) => apiRequest('getComments', { PostID }, blogErrors.comments),
      transformResponse: (body: ApiBody<'getComments'>) => body.comments,
      providesTags: (_result, _error, PostID) => [{ type: 'Comments', id: PostID }],
    }),
    communityPostComment: build.mutation<BlogComment, NewComment>({
      query: (comment) => apiRequest('postComment', comment, blogErrors.postComment),
    }),
  }),
});

export const { useCommunityGetBlogPostQuery, useCommunityGetCommentsQuery, useCommunityPostCommentMutation } =
  blogApi;
