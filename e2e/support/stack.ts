// Addresses of the e2e stack (scripts/stack.mjs --profile e2e shifts every default port by 10 000) and the
// loopback control endpoint that stops and starts one of its services.
import { DEFAULT_PORTS } from '../../scripts/lib/ports.mjs';
import { REMOTES } from '../../scripts/lib/remotes.mjs';

const SHIFT = 10_000;
const HOST = '127.0.0.1';

export type RemoteName = (typeof REMOTES)[number]['name'];

export const SHELL_ORIGIN = `http://${HOST}:${DEFAULT_PORTS.shell + SHIFT}`;
export const API_BASE_URL = `http://${HOST}:${DEFAULT_PORTS.api + SHIFT}/dev`;
const CONTROL_URL = `http://${HOST}:${8999 + SHIFT}`;

/** Origin each remote is served from in the e2e stack, e.g. catalog → http://127.0.0.1:14101. */
export function remoteOrigin(name: RemoteName): string {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`unknown remote ${name}`);
  return `http://${HOST}:${remote.devPort + SHIFT}`;
}

export const REMOTE_NAMES: RemoteName[] = REMOTES.map((remote) => remote.name);

async function control(service: string, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/services/${service}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${service}: HTTP ${response.status} ${await response.text()}`);
}

export const stopService = (service: string): Promise<void> => control(service, 'stop');
export const startService = (service: string): Promise<void> => control(service, 'start');
