import type { RuntimeConfig } from 'shared-contract';
import { parseRuntimeConfig } from 'shared-events';
import { CONFIG_REQUEST, CONFIG_URL, fetchConfigOnce } from './configRequest';

/**
 * Fetches /config.json (taking over the request index.html started) and validates it; the error says what
 * is wrong, for the start-up error screen.
 */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetchConfigOnce): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchConfig(CONFIG_URL, CONFIG_REQUEST);
  } catch (error) {
    throw new Error(
      `The site configuration could not be fetched: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok)
    throw new Error(`The site configuration could not be fetched: /config.json answered ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw new Error('The site configuration is not valid JSON (/config.json)');
  }
  return parseRuntimeConfig(json);
}
