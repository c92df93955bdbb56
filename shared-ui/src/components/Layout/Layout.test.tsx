import { screen } from '@testing-library/react';
import styled from 'styled-components';
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

// Pages restyle these with styled(): the wrapper's transient props still reach the layout's own rules.
const Band = styled(Stack)`
  padding-block: 2rem;
`;
const Column = styled(PageContainer)`
  margin-top: 2rem;
`;

test("a page's styled(Stack) lays out by the props it is given, beside its own rule", () => {
  renderWithUser(
    <Band data-testid="band" $direction="row" $gap="sm" $align="center" $justify="space-between" $wrap>
      <span>a</span>
    </Band>,
  );
  const band = screen.getByTestId('band');
  expect(band).toHaveStyle({
    display: 'flex',
    flexDirection: 'row',
    gap: '0.75rem',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    paddingBlock: '2rem',
  });
  for (const name of ['$direction', '$gap', '$align', '$justify', '$wrap'])
    expect(band).not.toHaveAttribute(name);
});

test("a page's styled(PageContainer) takes its size, and `forwardedAs` still names the element", () => {
  renderWithUser(
    <Column forwardedAs="section" aria-label="Trust" $size="narrow">
      <p>Content</p>
    </Column>,
  );
  const section = screen.getByRole('region', { name: 'Trust' });
  expect(section).toHaveStyle({ maxWidth: '760px', paddingInline: '1.5rem', marginTop: '2rem' });
  expect(section).not.toHaveAttribute('as');
  expect(section).not.toHaveAttribute('$size');
});
