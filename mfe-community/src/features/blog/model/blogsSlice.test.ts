import { configureApi, createAppStore, createMemoryStorage, sliceInjected } from 'shared-events';
import { apiSequence, server, TEST_API_BASE } from 'shared-events/testing';
import { comment } from '../../../testing/blogFixtures';
import { blogApi } from '../api/blogApi';
import { blogsSlice, initialBlogsState, selectPostComments, toggleTag } from './blogsSlice';

const COMMENTS = 'getComments';

function setup() {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => null });
  return createAppStore({ storage: createMemoryStorage() }).store;
}

it('merges fetched comments without duplicates by CommentID and appends a posted one once', async () => {
  const store = setup();
  server.use(
    ...apiSequence(
      COMMENTS,
      { comments: [comment('a', '1'), comment('b', '1')] },
      { comments: [comment('b', '1', { Message: 'edited copy' }), comment('c', '1'), comment('d', '1')] },
    ),
  );
  await store.dispatch(blogApi.endpoints.communityGetComments.initiate('1', { subscribe: false }));
  await store.dispatch(
    blogApi.endpoints.communityGetComments.initiate('1', { subscribe: false, forceRefetch: true }),
  );
  const ids = () => selectPostComments(store.getState(), '1')?.map((entry) => entry.CommentID);
  expect(ids()).toEqual(['a', 'b', 'c', 'd']);
  expect(selectPostComments(store.getState(), '1')?.[1]?.Message).toBe('Comment b');

  server.use(...apiSequence('postComment', comment('e', '1')));
  await store.dispatch(
    blogApi.endpoints.communityPostComment.initiate({ PostID: '1', Name: 'Ada', Message: 'Hi' }),
  );
  server.use(...apiSequence(COMMENTS, { comments: [comment('e', '1')] }));
  await store.dispatch(
    blogApi.endpoints.communityGetComments.initiate('1', { subscribe: false, forceRefetch: true }),
  );
  expect(ids()).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect(selectPostComments(store.getState(), '2')).toBeUndefined();
});

it('toggles the selected tag', () => {
  const once = blogsSlice.reducer(initialBlogsState, toggleTag('Kids'));
  expect(once.selectedTag).toBe('Kids');
  expect(blogsSlice.reducer(once, toggleTag('Python')).selectedTag).toBe('Python');
  expect(blogsSlice.reducer(once, toggleTag('Kids')).selectedTag).toBeNull();
});

it('does not restore a fetch that was in flight when the last visit ended', () => {
  const restored = blogsSlice.reducer(
    { ...initialBlogsState, status: 'loading' },
    sliceInjected({ reducerPath: blogsSlice.reducerPath, persist: true }),
  );
  expect(restored.status).toBe('idle');
});
