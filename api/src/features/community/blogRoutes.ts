import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AnswerCache } from '../../http/answerCache';
import { contractRoute, publicRoute } from '../../http/contractRoute';
import { answerKeys } from '../catalog/catalogChanges';
import { addComment, findPost, listComments, listPostPage } from './blog';

/**
 * The blog: pages of posts, one post, its comments (each as the spec's POST and as a cacheable GET; a post's
 * comments are kept serialised until one is added), and posting a comment (rate-limited).
 */
export function blogRoutes(db: Kysely<Database>, answers: AnswerCache) {
  return async (app: FastifyInstance) => {
    publicRoute(app, 'getBlogPostsMetadata', {
      load: async (input) => listPostPage(db, input.lastEvaluatedKey),
    });
    publicRoute(app, 'readBlogPostsPage', {
      load: async (input) => listPostPage(db, input.PostId ? { PostId: input.PostId } : null),
    });
    for (const name of ['getBlogPost', 'readBlogPost'] as const)
      publicRoute(app, name, { load: async (input) => findPost(db, input.PostId) });
    for (const name of ['getComments', 'readComments'] as const)
      publicRoute(app, name, {
        load: async (input) => ({ comments: await listComments(db, input.PostID) }),
        cache: { answers, key: (input) => answerKeys.comments(input.PostID) },
      });
    // Visitors may comment; a signed-in learner's comment is recorded as theirs, under their account's name.
    contractRoute(
      app,
      'postComment',
      async ({ input, request }) => addComment(db, input, request.user ?? undefined),
      { preHandler: [app.identifyUser, app.parentOnly, app.writeLimit('comment')] },
    );
  };
}
