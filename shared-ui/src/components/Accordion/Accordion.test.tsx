import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { Accordion, type AccordionItem } from './Accordion';
import { Collapse } from './Collapse';

const items: AccordionItem[] = [
  { id: 'a', title: 'First question', content: <a href="#a">First answer</a> },
  { id: 'b', title: 'Second question', content: <p>Second answer</p> },
  { id: 'c', title: 'Third question', content: <p>Third answer</p> },
];

const trigger = (name: string) => screen.getByRole('button', { name });

test('buttons sit in headings and control their regions', () => {
  renderWithUser(<Accordion items={items} headingLevel={4} />);
  const button = trigger('First question');
  expect(screen.getByRole('heading', { level: 4, name: 'First question' })).toContainElement(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
  expect(region).toHaveAttribute('data-state', 'closed');
  expect(region).toHaveAttribute('inert');
});

test('multi mode opens items independently', async () => {
  const { user } = renderWithUser(<Accordion items={items} />);
  await user.click(trigger('First question'));
  await user.click(trigger('Second question'));
  expect(trigger('First question')).toHaveAttribute('aria-expanded', 'true');
  expect(trigger('Second question')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'First question' })).not.toHaveAttribute('inert');
});

test('single mode keeps one item open and closes the open one on click', async () => {
  const onOpenChange = jest.fn();
  const { user } = renderWithUser(<Accordion items={items} single onOpenChange={onOpenChange} />);
  await user.click(trigger('First question'));
  await user.click(trigger('Second question'));
  expect(trigger('First question')).toHaveAttribute('aria-expanded', 'false');
  expect(trigger('Second question')).toHaveAttribute('aria-expanded', 'true');
  await user.click(trigger('Second question'));
  expect(trigger('Second question')).toHaveAttribute('aria-expanded', 'false');
  expect(onOpenChange.mock.calls).toEqual([[['a']], [['b']], [[]]]);
});

test('defaultOpenIds opens items at first (all open for a curriculum)', () => {
  renderWithUser(<Accordion items={items} defaultOpenIds={['a', 'b', 'c']} />);
  for (const name of ['First question', 'Second question', 'Third question']) {
    expect(trigger(name)).toHaveAttribute('aria-expanded', 'true');
  }
});

test('toggles with the keyboard', async () => {
  const { user } = renderWithUser(<Accordion items={items} />);
  await user.tab();
  await user.keyboard('{Enter}');
  expect(trigger('First question')).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard(' ');
  expect(trigger('First question')).toHaveAttribute('aria-expanded', 'false');
});

test('content never opened is not rendered; once opened it stays rendered while closed', async () => {
  const { user } = renderWithUser(<Accordion items={items} defaultOpenIds={['a']} />);
  expect(screen.getByRole('link', { name: 'First answer' })).toBeInTheDocument();
  expect(screen.queryByText('Second answer')).not.toBeInTheDocument();
  await user.click(trigger('Second question'));
  expect(screen.getByText('Second answer')).toBeVisible();
  await user.click(trigger('Second question'));
  expect(trigger('Second question')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('Second answer')).toBeInTheDocument();
  expect(screen.queryByText('Third answer')).not.toBeInTheDocument();
});

test('closed content is skipped by Tab', async () => {
  const { user } = renderWithUser(<Accordion items={items} />);
  await user.tab();
  await user.tab();
  expect(trigger('Second question')).toHaveFocus();
});

test('Collapse animates height over 300 ms by default, or over its duration', () => {
  renderWithUser(
    <>
      <Collapse isOpen id="c">
        Body
      </Collapse>
      <Collapse isOpen={false} id="slow" duration={500}>
        Body
      </Collapse>
    </>,
  );
  const element = document.getElementById('c') as HTMLElement;
  // jsdom does not resolve var(): the transition reads the length set inline, the token's 300 ms without it.
  expect(getComputedStyle(element).transition).toMatch(
    /^grid-template-rows var\(--collapse-duration, 300ms\) ease,\s*visibility var\(--collapse-duration, 300ms\)$/,
  );
  expect(element).toHaveStyle({ '--collapse-duration': '300ms', gridTemplateRows: '1fr' });
  expect(document.getElementById('slow')).toHaveStyle({
    '--collapse-duration': '500ms',
    gridTemplateRows: '0fr',
  });
});
