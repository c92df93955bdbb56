import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { addComment, findPost, listComments, listPostPage } from './blog';

/** The blog: pages of posts, one post, its comments, and posting a comment (rate-limited). */
export function blogRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
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
      { preHandler: [app.identifyUser, app.parentOnly, app.writeLimit('comment')] },
    );
  };
}
