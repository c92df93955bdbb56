import type { BlogPostsTable } from '../../schema';
import { firstStepsPosts } from './firstStepsPosts';
import { parentPosts } from './parentPosts';
import { projectPosts } from './projectPosts';
import { toRow } from './seedPost';

/** Every seeded post, newest first as the blog lists them: more than two pages of six. */
export const blogPosts: BlogPostsTable[] = [...firstStepsPosts, ...projectPosts, ...parentPosts]
  .sort((a, b) => b.date.localeCompare(a.date) || b.post_id.localeCompare(a.post_id))
  .map(toRow);
