import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from 'shared-ui/testing';
import { LessonHtml, sanitiseLessonHtml } from './LessonHtml';

test('lesson HTML never keeps script, handlers or javascript: links', () => {
  const clean = sanitiseLessonHtml(
    '<p onclick="steal()">Hi</p><script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror="steal()">',
  );
  expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  expect(clean).toContain('<p>Hi</p>');
});

test("a lesson's code blocks can be reached by keyboard, to scroll a line longer than the screen", async () => {
  renderWithTheme(
    <LessonHtml
      html={'<p>Try this:</p><pre><code>print("a line longer than a phone is wide")</code></pre>'}
    />,
  );
  await userEvent.tab();
  expect(screen.getByText(/a line longer/).closest('pre')).toHaveFocus();
});
