import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from 'shared-events';
import { Button, ErrorText, PageContainer, Spinner } from 'shared-ui';
import { clearTag, selectSelectedTag } from '../model/blogsSlice';
import { pageView, parsePageNumber, postsWithTag } from '../model/pagination';
import { useBlogPosts } from '../model/useBlogPosts';
import { BlogLayout } from './BlogLayout';
import { BlogSidebar } from './BlogSidebar';
import { FilterBar, Heading, Status } from './BlogListPage.styles';
import { Pagination } from './Pagination';
import { PostCard, PostGrid } from './PostCard';

/** /blog: six posts a page, previous/next, the tag filter and the sidebar. */
export default function BlogListPage() {
  const dispatch = useAppDispatch();
  const { items, status, error, hasMorePosts, fetchMore, retry } = useBlogPosts();
  const selectedTag = useAppSelector(selectSelectedTag);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageNumber(searchParams.get('page'));
  const view = pageView(postsWithTag(items, selectedTag), page, hasMorePosts);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A page beyond the loaded posts fetches more while the server says more exist (also to fill a filtered page).
  const canFetch = status === 'succeeded';
  useEffect(() => {
    if (view.needsMore && canFetch) fetchMore();
  }, [view.needsMore, canFetch, fetchMore]);

  const goTo = (next: number) => {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    headingRef.current?.focus();
  };

  const isLoading = status === 'loading' || status === 'idle';
  const beyondLastPage = !isLoading && status !== 'failed' && view.posts.length === 0 && page > 1;

  return (
    <PageContainer>
      <BlogLayout>
        <div>
          <Heading ref={headingRef} tabIndex={-1}>
            Blog
          </Heading>
          {selectedTag && (
            <FilterBar>
              <p>
                Showing posts tagged <strong>{selectedTag}</strong>
              </p>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  dispatch(clearTag());
                  goTo(1);
                }}
              >
                Show all posts
              </Button>
            </FilterBar>
          )}
          {view.posts.length > 0 && (
            <PostGrid aria-label="Blog posts">
              {view.posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} headingLevel="h2" />
                </li>
              ))}
            </PostGrid>
          )}
          <Status>
            {isLoading && <Spinner label="Loading posts" />}
            {status === 'failed' && (
              <>
                <ErrorText>{error}</ErrorText>
                <Button size="sm" onClick={retry}>
                  Try again
                </Button>
              </>
            )}
            {status === 'succeeded' && view.posts.length === 0 && !view.needsMore && (
              <p>
                {beyondLastPage
                  ? 'There are no more posts.'
                  : selectedTag
                    ? `No posts are tagged ${selectedTag} yet.`
                    : 'No posts have been published yet.'}
              </p>
            )}
          </Status>
          <Pagination
            page={page}
            hasPrevious={view.hasPrevious}
            hasNext={view.hasNext && !beyondLastPage}
            onPrevious={() => goTo(page - 1)}
            onNext={() => goTo(page + 1)}
          />
        </div>
        <BlogSidebar />
      </BlogLayout>
    </PageContainer>
  );
}
