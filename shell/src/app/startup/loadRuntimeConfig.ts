import type { RuntimeConfig } from 'shared-contract';
import { parseRuntimeConfig, prepareRuntimeConfigParse } from 'shared-events';
import { yieldToBrowser } from '../../shared/scheduling/yieldToBrowser';
import { CONFIG_REQUEST, CONFIG_URL } from '../warmup/configRequest';
import { fetchReusingEarly } from '../warmup/earlyRequests';

/**
 * Fetches /config.json (taking over the request index.html started) and validates it; the error says what
 * is wrong, for the start-up error screen. Building the schema and checking the config are one task each: together
 * they were one of the start-up's long tasks on a phone (16-24 ms traced, Lighthouse's 4x makes that 64-96 ms).
 */
export async function loadRuntimeConfig(
  fetchConfig: typeof fetch = fetchReusingEarly,
): Promise<RuntimeConfig> {
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
  prepareRuntimeConfigParse();
  await yieldToBrowser();
  return parseRuntimeConfig(json);
}
