import { postCommentRequest, postReviewRequest } from './requests';
import { hasWebForm } from './webAddress';

test.each([
  ['https://pics.example/ada.png', ['https'], true],
  ['http://pics.example/ada.png', ['http', 'https'], true],
  ['http://pics.example/ada.png', ['https'], false],
  ['/images/ada.png', ['https'], true],
  ['//pics.example/ada.png', ['https'], false],
  ['javascript:alert(1)', ['http', 'https'], false],
  ['data:image/png;base64,AAAA', ['https'], false],
  ['', ['https'], false],
] as const)('hasWebForm(%j, %j) is %s', (address, schemes, accepted) => {
  expect(hasWebForm(address, schemes)).toBe(accepted);
});

test('review and comment requests drop a client-sent picture, name and e-mail instead of carrying them', () => {
  const comment = postCommentRequest.parse({
    PostID: 'post',
    Name: 'Ada',
    Message: 'Nice',
    UserImage: 'https://tracker.example/pixel.png',
  });
  expect(comment).toEqual({ PostID: 'post', Name: 'Ada', Message: 'Nice' });
  const review = postReviewRequest.parse({
    CourseID: 1,
    UserID: 'user-1',
    Rating: 5,
    Title: 'Great',
    Comment: 'Clear',
    UserName: 'Someone Else',
    Email: 'someone@example.com',
    UserImage: 'https://tracker.example/pixel.png',
  });
  expect(review).toEqual({ CourseID: 1, UserID: 'user-1', Rating: 5, Title: 'Great', Comment: 'Clear' });
});
