import { useEffect, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { apiErrorMessage, isChildProfileActive, useAppSelector, usePageMetadata } from 'shared-events';
import type { BlogComment, BlogPostMeta } from 'shared-contract';
import { Button, ErrorText, PageContainer, Spinner, Stack } from 'shared-ui';
import { blogErrors, useCommunityGetBlogPostQuery, useCommunityGetCommentsQuery } from '../api/blogApi';
import { selectPostComments } from '../model/blogsSlice';
import { formatPostDate } from '../model/formatDate';
import { safeImageSrc } from '../model/safeUrl';
import { useBlogPosts } from '../model/useBlogPosts';
import { AuthorBox } from './AuthorBox';
import { BlogLayout } from './BlogLayout';
import { BlogSidebar } from './BlogSidebar';
import { Article, Cover, Meta, Section, SectionHeading } from './BlogPostPage.styles';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { ContentBlocks } from './ContentBlocks';
import { ShareLinks } from './ShareLinks';
import { TagButton, TagList } from './TagButton';

const NO_COMMENTS: BlogComment[] = [];

/** What a child profile reads instead of the comment form: comments are public, so parents write them. */
export const CHILD_COMMENT_NOTE = 'Comments are written by parents.';

const commentCountText = (count: number) => `${count} ${count === 1 ? 'Comment' : 'Comments'}`;

function Comments({ postId }: { postId: string }) {
  const headingId = useId();
  const query = useCommunityGetCommentsQuery(postId);
  const comments = useAppSelector((state) => selectPostComments(state, postId)) ?? NO_COMMENTS;
  const childActive = useAppSelector(isChildProfileActive);
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{commentCountText(comments.length)}</SectionHeading>
      {query.isLoading && <Spinner label="Loading comments" />}
      {query.isError && (
        <Stack $gap="xs" $align="flex-start">
          <ErrorText>{apiErrorMessage(query.error, blogErrors.comments)}</ErrorText>
          <Button size="sm" variant="ghost" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {!query.isLoading && <CommentList comments={comments} />}
      {childActive ? <p>{CHILD_COMMENT_NOTE}</p> : <CommentForm postId={postId} />}
    </Section>
  );
}

function PostArticle({ meta }: { meta: BlogPostMeta }) {
  const query = useCommunityGetBlogPostQuery(meta.id);
  const commentCount = (useAppSelector((state) => selectPostComments(state, meta.id)) ?? NO_COMMENTS).length;
  const post = query.data;
  const cover = safeImageSrc(post?.landscapeImg ?? meta.landscapeImg);
  const titleId = useId();
  usePageMetadata({ title: post?.title ?? meta.title, description: meta.excerpt });

  return (
    <Article aria-labelledby={titleId}>
      <header>
        <h1 id={titleId}>{post?.title ?? meta.title}</h1>
        <Meta>
          <time dateTime={meta.date}>{formatPostDate(post?.date ?? meta.date)}</time>
          <a href="#comments">{commentCountText(commentCount)}</a>
        </Meta>
      </header>
      {cover && <Cover src={cover} alt="" />}
      {query.isLoading && <Spinner label="Loading post" />}
      {query.isError && (
        <Stack $gap="xs" $align="flex-start">
          <ErrorText>{apiErrorMessage(query.error, blogErrors.post)}</ErrorText>
          <Button size="sm" variant="ghost" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {post && <ContentBlocks blocks={post.content} />}
      {(post?.tags ?? meta.tags).length > 0 && (
        // Not a landmark: the sidebar's Tags region is the page's one of that name.
        <div>
          <SectionHeading>Tags</SectionHeading>
          <TagList>
            {(post?.tags ?? meta.tags).map((tag) => (
              <li key={tag}>
                <TagButton tag={tag} />
              </li>
            ))}
          </TagList>
        </div>
      )}
      <ShareLinks
        title={meta.title}
        url={`${window.location.origin}/blog/${encodeURIComponent(meta.link)}`}
      />
      <AuthorBox />
      <div id="comments">
        <Comments postId={meta.id} />
      </div>
    </Article>
  );
}

/** /blog/:postLink: the post found by its link among the blog's pages, its comments and the comment form. */
export default function BlogPostPage() {
  const { postLink = '' } = useParams();
  const { items, status, error, hasMorePosts, fetchMore, retry } = useBlogPosts();
  const meta = items.find((post) => post.link === postLink);

  // A post not among the loaded pages may be on a later one: keep paging while the server has more.
  const lookFurther = !meta && status === 'succeeded' && hasMorePosts;
  useEffect(() => {
    if (lookFurther) fetchMore();
  }, [lookFurther, fetchMore]);

  let content;
  if (meta) content = <PostArticle key={meta.id} meta={meta} />;
  else if (status === 'failed')
    content = (
      <Stack $gap="xs" $align="flex-start">
        <h1>Blog</h1>
        <ErrorText>{error ?? blogErrors.post}</ErrorText>
        <Button size="sm" onClick={retry}>
          Try again
        </Button>
      </Stack>
    );
  else if (status === 'succeeded' && !hasMorePosts)
    content = (
      <Stack $gap="sm" $align="flex-start">
        <h1>Post not found</h1>
        <p>There is no blog post at this address. It may have been moved or renamed.</p>
        <Link to="/blog">See all posts</Link>
      </Stack>
    );
  else content = <Spinner label="Loading post" />;

  return (
    <PageContainer>
      <BlogLayout>
        <div>{content}</div>
        <BlogSidebar currentPostId={meta?.id} />
      </BlogLayout>
    </PageContainer>
  );
}
