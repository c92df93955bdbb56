import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { PageContainer, Stack } from './Layout';

test('PageContainer renders its children as the requested landmark', () => {
  renderWithTheme(
    <PageContainer as="main" $size="narrow">
      <p>Content</p>
    </PageContainer>,
  );
  expect(screen.getByRole('main')).toHaveTextContent('Content');
});

test('Stack lays children out in the requested direction with a token gap', () => {
  renderWithTheme(
    <Stack data-testid="stack" $direction="row" $gap="lg" $wrap>
      <span>a</span>
      <span>b</span>
    </Stack>,
  );
  const stack = screen.getByTestId('stack');
  expect(stack).toHaveStyle({ display: 'flex', flexDirection: 'row', gap: '1.5rem', flexWrap: 'wrap' });
  expect(stack).not.toHaveAttribute('$gap');
});
