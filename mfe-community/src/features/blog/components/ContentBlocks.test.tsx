import { screen } from '@testing-library/react';
import type { ContentBlock } from 'shared-contract';
import { renderWithTheme } from 'shared-ui/testing';
import { ContentBlocks } from './ContentBlocks';

it('names each code block for its language, numbered where a post has several of one language', () => {
  const blocks: ContentBlock[] = [
    { type: 'code', language: 'python', text: 'print(1)' },
    { type: 'paragraph', parts: [{ type: 'text', text: 'Between' }] },
    { type: 'code', language: 'python', text: 'print(2)' },
    { type: 'code', text: 'plain' },
  ];
  renderWithTheme(<ContentBlocks blocks={blocks} />);
  const regions = screen.getAllByRole('region');
  expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
    'python code 1 of 2',
    'python code 2 of 2',
    'Code',
  ]);
  expect(screen.getByRole('region', { name: 'python code 2 of 2' })).toHaveTextContent('print(2)');
  for (const region of regions) expect(region).toHaveAttribute('tabindex', '0');
});

it('keeps a single code block’s name as its language alone', () => {
  renderWithTheme(<ContentBlocks blocks={[{ type: 'code', language: 'python', text: 'print(1)' }]} />);
  expect(screen.getByRole('region', { name: 'python code' })).toHaveTextContent('print(1)');
});
