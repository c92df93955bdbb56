import { parseRuntimeConfig, type RuntimeConfig } from 'shared-events';

/** Fetches /config.json and validates it; the error says what is wrong, for the start-up error screen. */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = globalThis.fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchConfig('/config.json', { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new Error(`The site configuration could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new Error(`The site configuration could not be fetched: /config.json answered ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw new Error('The site configuration is not valid JSON (/config.json)');
  }
  return parseRuntimeConfig(json);
}
