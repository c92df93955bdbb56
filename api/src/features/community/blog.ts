import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  COMMENT_NAME_MAX,
  commentMessages,
  displayName,
  type ContentBlock,
  type ParsedRequestOf,
  type WireBodyOf,
} from 'shared-contract';
import type { BlogCommentsTable, BlogPostsTable, Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { asTyped } from '../../http/userText';
import type { AuthUser } from '../../identity/verifyToken';
import { answerKeys, catalogChanged } from '../catalog/catalogChanges';
import { accountName } from '../users/accountName';

/** Posts per page (community spec §9). */
export const BLOG_PAGE_SIZE = 6;

type WirePage = WireBodyOf<'getBlogPostsMetadata'>;
type WirePostMeta = WirePage['items'][number];
type WirePost = WireBodyOf<'getBlogPost'>;
type WireComment = WireBodyOf<'postComment'>;

function toMeta(row: Selectable<BlogPostsTable>): WirePostMeta {
  return {
    id: row.post_id,
    link: row.link,
    title: row.title,
    date: row.date,
    landscapeImg: row.landscape_img,
    squareImg: row.square_img,
    tags: JSON.parse(row.tags) as string[],
    excerpt: row.excerpt,
  };
}

function toComment(row: Selectable<BlogCommentsTable>): WireComment {
  return {
    CommentID: row.comment_id,
    PostID: row.post_id,
    Name: row.name,
    Message: row.message,
    Date: row.created_at,
  };
}

/**
 * One page of posts, newest first (date, then id). The key is the last post of the previous page; it is
 * returned only when more posts follow, which is how the client knows there are more.
 */
export async function listPostPage(
  db: Kysely<Database>,
  after: { PostId: string } | null,
): Promise<WirePage> {
  let query = db
    .selectFrom('blog_posts')
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('post_id', 'desc')
    .limit(BLOG_PAGE_SIZE + 1);
  if (after) {
    const key = await db
      .selectFrom('blog_posts')
      .select(['date', 'post_id'])
      .where('post_id', '=', after.PostId)
      .executeTakeFirst();
    if (!key) throw badRequest(`body/lastEvaluatedKey/PostId ${after.PostId} does not name a post`);
    query = query.where((eb) =>
      eb.or([
        eb('date', '<', key.date),
        eb.and([eb('date', '=', key.date), eb('post_id', '<', key.post_id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const items = rows.slice(0, BLOG_PAGE_SIZE).map(toMeta);
  const last = items.at(-1);
  return rows.length > BLOG_PAGE_SIZE && last ? { items, lastEvaluatedKey: { PostId: last.id } } : { items };
}

/** A post by its PostId, or by its link (what the /blog/{postLink} page knows). */
export async function findPost(db: Kysely<Database>, idOrLink: string): Promise<WirePost> {
  const row = await db
    .selectFrom('blog_posts')
    .selectAll()
    .where((eb) => eb.or([eb('post_id', '=', idOrLink), eb('link', '=', idOrLink)]))
    .orderBy('post_id')
    .executeTakeFirst();
  if (!row) throw notFound(`Blog post ${idOrLink} not found`);
  return { ...toMeta(row), content: JSON.parse(row.content) as ContentBlock[] };
}

async function assertPostExists(db: Kysely<Database>, postId: string): Promise<void> {
  const row = await db
    .selectFrom('blog_posts')
    .select('post_id')
    .where('post_id', '=', postId)
    .executeTakeFirst();
  if (!row) throw notFound(`Blog post ${postId} not found`);
}

/** A post's comments, oldest first, as a conversation reads. */
export async function listComments(db: Kysely<Database>, postId: string): Promise<WireComment[]> {
  await assertPostExists(db, postId);
  const rows = await db
    .selectFrom('blog_comments')
    .selectAll()
    .where('post_id', '=', postId)
    .orderBy('created_at')
    .orderBy('comment_id')
    .execute();
  return rows.map(toComment);
}

/**
 * Stores a comment as plain text; a name or message that was only markup counts as empty. A signed-in
 * learner's comment keeps their user id, so it can be found (and removed) with the rest of their data, and
 * carries their account's name cut to the limit (the form shows it locked, so the body's is not trusted); a
 * visitor's carries the name they typed. No picture is kept: the accounts have none on this server, and an
 * address from the client would make every reader load any image.
 */
export async function addComment(
  db: Kysely<Database>,
  input: ParsedRequestOf<'postComment'>,
  user?: AuthUser,
): Promise<WireComment> {
  const ownName = user && (await accountName(db, user));
  const name = ownName ? displayName(ownName, COMMENT_NAME_MAX) : asTyped(input.Name);
  const message = asTyped(input.Message);
  if (!name) throw badRequest(commentMessages.nameRequired);
  if (!message) throw badRequest(commentMessages.messageRequired);
  await assertPostExists(db, input.PostID);
  const row: Selectable<BlogCommentsTable> = {
    comment_id: randomUUID(),
    post_id: input.PostID,
    name,
    message,
    user_id: user?.sub ?? null,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('blog_comments').values(row).execute();
  catalogChanged([answerKeys.comments(input.PostID)]);
  return toComment(row);
}
