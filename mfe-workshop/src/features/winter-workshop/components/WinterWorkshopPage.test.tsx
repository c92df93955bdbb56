import { act, screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/renderPage';
import WinterWorkshopPage from './WinterWorkshopPage';

/** jsdom has no IntersectionObserver: this one lets a test say which sections cross the band. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  report(changes: Record<string, boolean>) {
    const entries = Object.entries(changes).map(([id, isIntersecting]) => ({
      target: document.getElementById(id) as Element,
      isIntersecting,
    })) as IntersectionObserverEntry[];
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.restoreAllMocks();
});

const nav = () => screen.getByRole('navigation', { name: 'Workshop sections' });
const current = () =>
  within(nav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true');

it('renders the landing page sections with the spec figures', () => {
  renderPage(<WinterWorkshopPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Winter Coding Workshop' })).toBeInTheDocument();
  for (const label of ['Home', 'Benefits', 'Learning Experience', 'Bonuses', 'Curriculum', 'Pricing', 'FAQ'])
    expect(within(nav()).getByRole('link', { name: label })).toBeInTheDocument();
  const highlights = screen.getByRole('list', { name: 'Highlights' });
  expect(within(highlights).getAllByRole('listitem')).toHaveLength(6);
  expect(screen.getByText('95%')).toBeInTheDocument();
  expect(screen.getByText('1.7K')).toBeInTheDocument();
  const bonuses = screen.getByRole('region', { name: 'Bonuses' });
  expect(within(bonuses).getByText('Value: $3,000')).toBeInTheDocument();
  expect(within(bonuses).getByText('$14,697').tagName).toBe('S');
  const pricing = screen.getByRole('region', { name: 'Pricing' });
  expect(within(pricing).getByText('$2,500')).toBeInTheDocument();
  expect(within(pricing).getByText('or 3 x $900')).toBeInTheDocument();
  expect(within(pricing).getByText('$129')).toBeInTheDocument();
  expect(within(pricing).getByText('$200/hr')).toBeInTheDocument();
  expect(within(pricing).getByRole('link', { name: 'Get started with Digital Experience' })).toHaveAttribute(
    'href',
    '/course/main-course',
  );
  expect(screen.getByRole('link', { name: 'Email help@example.test' })).toHaveAttribute(
    'href',
    'mailto:help@example.test',
  );
  expect(screen.getByText('Note: usually available 8am-6pm weekdays.')).toBeInTheDocument();
});

describe('scrollspy', () => {
  it('highlights the anchor of the section crossing the band, and keeps it between sections', () => {
    renderPage(<WinterWorkshopPage />);
    const [observer] = FakeIntersectionObserver.instances;
    if (!observer) throw new Error('no observer');
    expect(observer.observed.map((element) => element.id)).toEqual([
      'home',
      'benefits',
      'learning-experience',
      'bonuses',
      'curriculum',
      'pricing',
      'faq',
    ]);
    expect(current().map((link) => link.textContent)).toEqual(['Home']);

    observer.report({ home: false, benefits: true });
    expect(current().map((link) => link.textContent)).toEqual(['Benefits']);

    observer.report({ benefits: false });
    expect(current().map((link) => link.textContent)).toEqual(['Benefits']);

    observer.report({ pricing: true, faq: true });
    expect(current().map((link) => link.textContent)).toEqual(['Pricing']);
  });

  it('closes the menu, then scrolls the section to just under the folded bar and focuses it', async () => {
    const { user } = renderPage(<WinterWorkshopPage />);
    const menu = within(nav()).getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const faq = screen.getByRole('region', { name: 'FAQ' });
    // jsdom has no layout: the section is 900 px down, and the bar 60 px tall folded or 300 px open.
    jest.spyOn(faq, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      if (this !== nav()) return 0;
      return menu.getAttribute('aria-expanded') === 'true' ? 300 : 60;
    });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await user.click(within(nav()).getByRole('link', { name: 'FAQ' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 840, behavior: 'smooth' });
    expect(faq).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

it('keeps one FAQ answer open at a time and closes the open one on a second click', async () => {
  const { user } = renderPage(<WinterWorkshopPage />);
  const faq = screen.getByRole('region', { name: 'FAQ' });
  const first = within(faq).getByRole('button', { name: 'Who is the workshop for?' });
  const second = within(faq).getByRole('button', { name: 'How much does it cost?' });
  await user.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  await user.click(second);
  expect(second).toHaveAttribute('aria-expanded', 'true');
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(within(faq).getByText(/3 payments of \$900\. Scholarships are available/)).toBeVisible();
  await user.click(second);
  expect(second).toHaveAttribute('aria-expanded', 'false');
});

it('opens a curriculum chapter with its description and subjects, closed by Close', async () => {
  const { user } = renderPage(<WinterWorkshopPage />);
  const curriculum = screen.getByRole('region', { name: 'Curriculum' });
  expect(within(curriculum).getAllByRole('listitem')).toHaveLength(6);
  const chapter = within(curriculum).getByRole('button', { name: /Chapter 4: Data Structures/ });
  await user.click(chapter);
  const dialog = screen.getByRole('dialog', { name: 'Chapter 4: Data Structures' });
  expect(within(dialog).getByRole('list', { name: 'Subjects' })).toHaveTextContent('Dictionaries');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(chapter).toHaveFocus();
});

it('plays the intro video from the hero, and shows no testimonial before it has a video of its own', async () => {
  const { user } = renderPage(<WinterWorkshopPage />);
  // The testimonials used to play the home page's lesson videos; their own come from the business.
  expect(screen.queryByRole('button', { name: /^Play testimonial/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Play the workshop introduction video' }));
  const dialog = screen.getByRole('dialog', { name: 'Winter Coding Workshop introduction' });
  expect(dialog.querySelector('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/kqtD5dpn9C8?autoplay=1&rel=0',
  );
  await user.click(screen.getByTestId('modal-overlay'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('lands on the section named in the address', () => {
  renderPage(<WinterWorkshopPage />, { route: '/winter-coding-workshop#pricing' });
  const scrolled = jest.mocked(Element.prototype.scrollIntoView).mock.contexts;
  expect(scrolled).toEqual([screen.getByRole('region', { name: 'Pricing' })]);
});
