import { render } from '@testing-library/react';
import { createEventBus } from './eventBus';
import { DESCRIPTION_MAX, shortDescription, usePageMetadata, type PageMetadata } from './usePageMetadata';

function Page({ meta, bus }: { meta: PageMetadata; bus: ReturnType<typeof createEventBus> }) {
  usePageMetadata(meta, bus);
  return null;
}

describe('usePageMetadata', () => {
  it('publishes the title and description for the current path, again only when they change', () => {
    window.history.pushState({}, '', '/course/python-advanced');
    const bus = createEventBus();
    const handler = jest.fn();
    bus.subscribe('page:metadata-changed', handler);
    const { rerender } = render(
      <Page meta={{ title: 'Python Advanced', description: 'Go further.' }} bus={bus} />,
    );
    rerender(<Page meta={{ title: 'Python Advanced', description: 'Go further.' }} bus={bus} />);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({
      path: '/course/python-advanced',
      title: 'Python Advanced',
      description: 'Go further.',
    });
  });

  it('publishes nothing while the page has nothing to say yet (e.g. its data is loading)', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    bus.subscribe('page:metadata-changed', handler);
    window.history.pushState({}, '', '/blog/first-post');
    const { rerender } = render(<Page meta={{}} bus={bus} />);
    expect(handler).not.toHaveBeenCalled();
    rerender(<Page meta={{ title: 'Blog post' }} bus={bus} />);
    expect(handler).toHaveBeenCalledWith({ path: '/blog/first-post', title: 'Blog post' });
  });

  it('describes a page by the first paragraph of a long text, cut at a word', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    bus.subscribe('page:metadata-changed', handler);
    const long = `${'Learn Python step by step with short videos '.repeat(6)}\n\n1. Variables\n2. Loops`;
    render(<Page meta={{ title: 'Python', description: long }} bus={bus} />);
    const { description } = handler.mock.calls[0][0] as { description: string };
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(description).toMatch(/^Learn Python step by step .*[a-z]…$/);
    expect(shortDescription('Short one.\nSecond line')).toBe('Short one.');
  });
});
