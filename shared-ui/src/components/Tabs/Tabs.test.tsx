import { Suspense, use, useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'overview', label: 'Overview', content: <p>Overview text</p> },
  { id: 'details', label: 'Details', content: <p>Details text</p> },
  { id: 'archived', label: 'Archived', content: <p>Archived text</p>, disabled: true },
  { id: 'reviews', label: 'Reviews', content: <p>Reviews text</p> },
];

test('renders a labelled tablist with the first tab selected and its panel shown', () => {
  renderWithUser(<Tabs label="Sections" items={items} />);
  expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
  const overview = screen.getByRole('tab', { name: 'Overview' });
  expect(overview).toHaveAttribute('aria-selected', 'true');
  expect(overview).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('tabindex', '-1');
  const panel = screen.getByRole('tabpanel', { name: 'Overview' });
  expect(panel).toHaveTextContent('Overview text');
  expect(overview).toHaveAttribute('aria-controls', panel.id);
  expect(screen.queryByText('Details text')).not.toBeInTheDocument();
});

test('arrow keys, Home and End move and select, skipping disabled tabs and wrapping', async () => {
  const onSelect = jest.fn();
  const { user } = renderWithUser(<Tabs label="Sections" items={items} onSelect={onSelect} />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Details text');

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();

  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
  expect(onSelect).toHaveBeenLastCalledWith('reviews');
});

test('Tab moves from the selected tab into its panel', async () => {
  const { user } = renderWithUser(<Tabs label="Sections" items={items} />);
  await user.tab();
  await user.tab();
  expect(screen.getByRole('tabpanel')).toHaveFocus();
});

test('manual activation moves focus with arrows and selects with Enter', async () => {
  const { user } = renderWithUser(<Tabs label="Sections" items={items} activation="manual" />);
  await user.tab();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
});

test('supports controlled selection', async () => {
  function Controlled() {
    const [selected, setSelected] = useState('details');
    return <Tabs label="Sections" items={items} selectedId={selected} onSelect={setSelected} />;
  }
  const { user } = renderWithUser(<Controlled />);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Details text');
  await user.click(screen.getByRole('tab', { name: 'Reviews' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Reviews text');
});

test('a panel that is still rendering keeps the previous panel on screen while its tab already shows selected', async () => {
  let release!: (text: string) => void;
  const slow = new Promise<string>((resolve) => (release = resolve));
  function SlowPanel() {
    return <p>{use(slow)}</p>;
  }
  const withSlow: TabItem[] = [
    { id: 'overview', label: 'Overview', content: <p>Overview text</p> },
    { id: 'slow', label: 'Curriculum', content: <SlowPanel /> },
  ];
  renderWithUser(
    <Suspense fallback={<p>Whole page loading</p>}>
      <Tabs label="Sections" items={withSlow} />
    </Suspense>,
  );
  // Awaited act: React retries a suspended render inside it (user-event's act is not awaited for that).
  await act(async () => screen.getByRole('tab', { name: 'Curriculum' }).click());
  expect(screen.getByRole('tab', { name: 'Curriculum' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Overview text')).toBeInTheDocument();
  expect(screen.queryByText('Whole page loading')).not.toBeInTheDocument();
  await act(async () => release('Chapter 1'));
  expect(await screen.findByText('Chapter 1')).toBeInTheDocument();
  expect(screen.queryByText('Overview text')).not.toBeInTheDocument();
});
