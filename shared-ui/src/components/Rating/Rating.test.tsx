import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { Rating } from './Rating';
import { RatingInput } from './RatingInput';

const fills = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('svg')).map((svg) => svg.getAttribute('data-fill'));

describe('Rating (read-only)', () => {
  test('labels the value to two decimals', () => {
    renderWithUser(<Rating value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.50 out of 5' })).toBeInTheDocument();
  });

  test.each([
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [3.26, ['full', 'full', 'full', 'half', 'empty']],
    [3.74, ['full', 'full', 'full', 'half', 'empty']],
    [3.75, ['full', 'full', 'full', 'full', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [5, ['full', 'full', 'full', 'full', 'full']],
  ])('%s shows stars %j', (value, expected) => {
    renderWithUser(<Rating value={value} />);
    expect(fills(screen.getByRole('img'))).toEqual(expected);
  });

  test('clamps out-of-range and missing values', () => {
    renderWithUser(
      <>
        <Rating value={7} />
        <Rating value={Number.NaN} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rated 5.00 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 0.00 out of 5' })).toBeInTheDocument();
  });

  test("sizes its stars by the size prop and adds a caller's className", () => {
    renderWithUser(<Rating value={3} size="sm" className="card-rating" />);
    const rating = screen.getByRole('img');
    expect(rating).toHaveClass('card-rating');
    expect(rating).toHaveStyle({ display: 'inline-flex' });
    for (const star of rating.querySelectorAll('svg'))
      expect(star.style.getPropertyValue('--star-size')).toBe('1rem');
  });

  test('accepts a custom label and can print the value', () => {
    renderWithUser(<Rating value={4.123} showValue getLabel={(v) => `Score ${v.toFixed(1)}`} />);
    const rating = screen.getByRole('img', { name: 'Score 4.1' });
    expect(rating).toHaveTextContent('4.12');
  });
});

describe('RatingInput (interactive)', () => {
  function Controlled({ error }: { error?: string }) {
    const [value, setValue] = useState<number | null>(null);
    return <RatingInput label="Your rating" value={value} onChange={setValue} error={error} />;
  }

  test('is a labelled group of five radios', () => {
    renderWithUser(<Controlled />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
    // The radios are hidden from sight only: the stars beside them show the choice.
    for (const radio of screen.getAllByRole('radio'))
      expect(radio).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
  });

  test('picks a value by click and changes it with arrow keys', async () => {
    const { user } = renderWithUser(<Controlled />);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    const group = screen.getByRole('group');
    expect(fills(group)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(fills(group)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  test('links an error to the group', () => {
    renderWithUser(<Controlled error="Please provide a rating." />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toHaveAccessibleDescription('Please provide a rating.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });
});
