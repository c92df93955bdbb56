import { utmEmail, visitorEmail } from './visitorEmail';

afterEach(() => sessionStorage.clear());

it('takes the e-mail from utm_email and remembers it for the rest of the visit', () => {
  expect(utmEmail('?utm_source=mail&utm_email=ada%40example.com')).toBe('ada@example.com');
  expect(utmEmail('')).toBe('ada@example.com');
});

it("prefers the session's e-mail to one from a link", () => {
  expect(visitorEmail('grace@example.com', '?utm_email=ada@example.com')).toBe('grace@example.com');
  expect(visitorEmail(null, '?utm_email=ada@example.com')).toBe('ada@example.com');
  sessionStorage.clear();
  expect(visitorEmail(undefined, '')).toBeNull();
});
