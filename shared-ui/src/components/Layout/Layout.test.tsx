import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { PageContainer, Stack } from './Layout';

test('PageContainer renders its children as the requested landmark', () => {
  renderWithUser(
    <PageContainer as="main" $size="narrow">
      <p>Content</p>
    </PageContainer>,
  );
  expect(screen.getByRole('main')).toHaveTextContent('Content');
});

test('Stack lays children out in the requested direction with a token gap', () => {
  renderWithUser(
    <Stack data-testid="stack" $direction="row" $gap="lg" $wrap>
      <span>a</span>
      <span>b</span>
    </Stack>,
  );
  const stack = screen.getByTestId('stack');
  expect(stack).toHaveStyle({ display: 'flex', flexDirection: 'row', gap: '1.5rem', flexWrap: 'wrap' });
  expect(stack).not.toHaveAttribute('$gap');
});

test("Stack aligns by its props beside the caller's style; a stack inside keeps the defaults and sets no style", () => {
  renderWithUser(
    <Stack data-testid="outer" $align="flex-start" $justify="space-between" style={{ paddingBlock: '3rem' }}>
      <Stack data-testid="inner">
        <span>a</span>
      </Stack>
    </Stack>,
  );
  const outer = screen.getByTestId('outer');
  expect(outer).toHaveStyle({
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    paddingBlock: '3rem',
  });
  expect(outer).not.toHaveAttribute('$align');
  const inner = screen.getByTestId('inner');
  expect(inner).toHaveStyle({ alignItems: 'stretch', justifyContent: 'flex-start' });
  expect(inner).not.toHaveAttribute('style');
});

test("PageContainer adds a caller's class to its own and keeps its padding", () => {
  renderWithUser(
    <PageContainer as="section" aria-label="Trust" className="page-class">
      <p>Content</p>
    </PageContainer>,
  );
  const section = screen.getByRole('region', { name: 'Trust' });
  expect(section).toHaveClass('page-class');
  expect(section).toHaveStyle({ width: '100%', maxWidth: '1200px', paddingInline: '1.5rem' });
  expect(section).not.toHaveAttribute('$size');
});
