import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { HttpError } from '../../http/errors';
import { addComment, findPost, listComments, listPostPage } from './blog';

/** The blog: pages of posts, one post, its comments, and posting a comment (rate-limited per client). */
export function blogRoutes(db: Kysely<Database>, commentsPerMinute: number) {
  return async (app: FastifyInstance) => {
    // Scoped to this plugin and, with global: false, only to routes that ask for a limit.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many comments: you can post ${context.max} per minute. Please wait ${context.after} and try again.`,
        ),
    });

    contractRoute(app, 'getBlogPostsMetadata', async ({ input }) => listPostPage(db, input.lastEvaluatedKey));
    contractRoute(app, 'getBlogPost', async ({ input }) => findPost(db, input.PostId));
    contractRoute(app, 'getComments', async ({ input }) => ({
      comments: await listComments(db, input.PostID),
    }));
    // Visitors may comment; a signed-in learner's comment is recorded as theirs, under their account's name.
    contractRoute(
      app,
      'postComment',
      async ({ input, request }) => addComment(db, input, request.user ?? undefined),
      {
        preHandler: [app.identifyUser],
        config: { rateLimit: { max: commentsPerMinute, timeWindow: 60_000 } },
      },
    );
  };
}
