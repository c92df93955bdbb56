import { dropFailedStartupScripts } from './startupScriptRetry';

function addScript(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
  return script;
}

describe('dropFailedStartupScripts', () => {
  beforeAll(() => dropFailedStartupScripts(document));

  it('removes a start-up script tag that failed to load, so the chunk loader asks again with its own', () => {
    const script = addScript({ 'data-rspack': 'shell:chunk-318' });
    script.dispatchEvent(new Event('error'));
    expect(script.isConnected).toBe(false);
  });

  it('leaves a start-up script that loaded, and any other element that failed', () => {
    const loaded = addScript({ 'data-rspack': 'shell:chunk-16' });
    loaded.dispatchEvent(new Event('load'));
    const other = addScript({ src: '/other.js' });
    other.dispatchEvent(new Event('error'));
    const image = document.createElement('img');
    image.setAttribute('data-rspack', 'shell:chunk-1');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    expect([loaded.isConnected, other.isConnected, image.isConnected]).toEqual([true, true, true]);
  });

  it('still lets the loader hear the failure of a tag it is already waiting on', () => {
    const script = addScript({ 'data-rspack': 'shell:chunk-52' });
    const heard = jest.fn();
    script.onerror = heard;
    script.dispatchEvent(new Event('error'));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(script.isConnected).toBe(false);
  });
});
