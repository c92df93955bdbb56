import { postCommentRequest, postReviewRequest } from './requests';
import { isAcceptedWebAddress, WEB_ADDRESS_MAX } from './webAddress';

const longAddress = `https://pics.example/${'a'.repeat(WEB_ADDRESS_MAX)}`;

test.each([
  ['https://pics.example/ada.png', ['https'], true],
  ['http://pics.example/ada.png', ['http', 'https'], true],
  ['http://pics.example/ada.png', ['https'], false],
  ['/images/ada.png', ['https'], true],
  ['  https://pics.example/ada.png  ', ['https'], true],
  ['//pics.example/ada.png', ['https'], false],
  ['javascript:alert(1)', ['http', 'https'], false],
  ['data:image/png;base64,AAAA', ['https'], false],
  ['', ['https'], false],
  [longAddress, ['https'], false],
] as const)('isAcceptedWebAddress(%j, %j) is %s', (address, schemes, accepted) => {
  expect(isAcceptedWebAddress(address, schemes)).toBe(accepted);
});

test("agrees with the review and comment requests' UserImage field", () => {
  const addresses = [
    'https://pics.example/a.png',
    'http://pics.example/a.png',
    '/a.png',
    'ftp://x/a.png',
    longAddress,
  ];
  const comment = { PostID: 'post', Name: 'Ada', Message: 'Nice' };
  const review = {
    CourseID: 1,
    UserID: 'user-1',
    Rating: 5,
    Title: 'Great',
    Comment: 'Clear',
    UserName: 'Ada',
    Email: 'ada@example.com',
  };
  for (const UserImage of addresses) {
    expect(postCommentRequest.safeParse({ ...comment, UserImage }).success).toBe(
      isAcceptedWebAddress(UserImage, ['https']),
    );
    expect(postReviewRequest.safeParse({ ...review, UserImage }).success).toBe(
      isAcceptedWebAddress(UserImage, ['http', 'https']),
    );
  }
});
