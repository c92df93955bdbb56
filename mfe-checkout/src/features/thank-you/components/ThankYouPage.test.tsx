import { screen } from '@testing-library/react';
import { ok, stubFetch } from 'shared-events/testing';
import { COURSES } from '../../../test/courses';
import { renderPage } from '../../../test/renderPage';
import ThankYouPage from './ThankYouPage';

const CHAPTERS = [
  { ChapterID: 4, ChapterName: 'Functions', ChapterLessons: '[50,51]' },
  { ChapterID: 3, ChapterName: 'Getting Started', ChapterLessons: '[40,41]' },
];

it('confirms the course and opens its first lesson with Access course', async () => {
  const { requests } = stubFetch(ok({ Courses: COURSES }), ok({ Chapters: CHAPTERS }));
  renderPage(<ThankYouPage />, { path: '/thank-you?courseId=5', route: '/thank-you' });

  expect(screen.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeInTheDocument();
  const access = await screen.findByRole('link', { name: 'Access course' });
  expect(access).toHaveAttribute('href', '/course/python-programming-masterclass/chapter/3/lesson/40');
  expect(screen.getByText('Python Programming Masterclass')).toBeInTheDocument();
  expect(requests[1]?.body).toEqual({ ChapterIDs: [3, 4] });
});

it('mentions the coupon of a coupon enrolment', async () => {
  stubFetch(ok({ Courses: COURSES }), ok({ Chapters: CHAPTERS }));
  renderPage(<ThankYouPage />, { path: '/thank-you?courseId=5&coupon_code=FREE100', route: '/thank-you' });
  expect(await screen.findByText('Coupon FREE100 was applied to your order.')).toBeInTheDocument();
});

it('sends the learner to My Courses when no course is named', () => {
  const { fetchStub } = stubFetch();
  renderPage(<ThankYouPage />, { path: '/thank-you', route: '/thank-you' });
  expect(screen.getByText('Your enrollment is confirmed.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Access course' })).toHaveAttribute('href', '/my-courses');
  expect(fetchStub).not.toHaveBeenCalled();
});
