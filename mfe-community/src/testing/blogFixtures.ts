import type { BlogComment, BlogPost, BlogPostMeta } from 'shared-contract';

export function postMeta(n: number, overrides: Partial<BlogPostMeta> = {}): BlogPostMeta {
  return {
    id: String(1000 + n),
    link: `post-${n}`,
    title: `Post number ${n}`,
    date: '2024-05-10',
    landscapeImg: `/images/blog/post-${n}.svg`,
    squareImg: `/images/blog/post-${n}-square.svg`,
    tags: ['Python'],
    excerpt: `Summary of post ${n}.`,
    ...overrides,
  };
}

export const posts = (from: number, to: number, overrides: Partial<BlogPostMeta> = {}) =>
  Array.from({ length: to - from + 1 }, (_, i) => postMeta(from + i, overrides));

export function fullPost(
  n: number,
  content: BlogPost['content'],
  overrides: Partial<BlogPostMeta> = {},
): BlogPost {
  return { ...postMeta(n, overrides), content };
}

export function comment(id: string, postId: string, overrides: Partial<BlogComment> = {}): BlogComment {
  return {
    CommentID: id,
    PostID: postId,
    Name: `Reader ${id}`,
    Message: `Comment ${id}`,
    Date: '2024-09-15T10:12:00.000Z',
    ...overrides,
  };
}
