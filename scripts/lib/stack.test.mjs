import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { createShutdown, parseExcept, partFolder, profileSettings, SITE_PARTS } from './stack.mjs';

function fakeSupervisor() {
  return {
    stops: 0,
    async stopAll() {
      this.stops += 1;
    },
  };
}

test('npm start serves the shell on 8080, the API on 4000, identity on 9229 and the remotes on 4101-4106', () => {
  const overrides = Object.keys(process.env).filter((name) =>
    /^(SHELL|API|IDENTITY|REMOTE_\w+)_PORT$/.test(name),
  );
  const saved = overrides.map((name) => [name, process.env[name]]);
  for (const name of overrides) Reflect.deleteProperty(process.env, name);
  let settings;
  try {
    settings = profileSettings('dev');
  } finally {
    for (const [name, value] of saved) process.env[name] = value;
  }
  const { ports, controlPort } = settings;
  assert.deepEqual(ports, {
    shell: 8080,
    api: 4000,
    identity: 9229,
    remotes: {
      catalog: 4101,
      learning: 4102,
      checkout: 4103,
      community: 4104,
      workshop: 4105,
      account: 4106,
    },
  });
  assert.equal(controlPort, undefined);
});

test('a shutdown during start-up, before the control server exists, stops every service and exits', async () => {
  const supervisor = fakeSupervisor();
  const exits = [];
  const { shutdown } = createShutdown(supervisor, (code) => exits.push(code));
  await shutdown(1);
  assert.equal(supervisor.stops, 1);
  assert.deepEqual(exits, [1]);
});

test('a second shutdown waits for the first and neither stops nor exits again', async () => {
  const supervisor = fakeSupervisor();
  const exits = [];
  const { shutdown } = createShutdown(supervisor, (code) => exits.push(code));
  await Promise.all([shutdown(0), shutdown(1)]);
  await shutdown(1);
  assert.equal(supervisor.stops, 1);
  assert.deepEqual(exits, [0]);
});

test('a shutdown after start-up also closes the control server', async () => {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { shutdown, closeOnShutdown } = createShutdown(fakeSupervisor(), () => {});
  closeOnShutdown(server);
  await shutdown(0);
  assert.equal(server.listening, false);
});

test('--except names the shell or remotes to leave to their dev servers, and their workspace folders', () => {
  assert.deepEqual([...parseExcept('shell, catalog')], ['shell', 'catalog']);
  assert.deepEqual([...parseExcept('')], []);
  assert.deepEqual(['shell', 'catalog', 'account'].map(partFolder), ['shell', 'mfe-catalog', 'mfe-account']);
  assert.deepEqual(SITE_PARTS, [
    'shell',
    'catalog',
    'learning',
    'checkout',
    'community',
    'workshop',
    'account',
  ]);
});

test('--except refuses a name that is not a part of the site, listing the parts', () => {
  assert.throws(
    () => parseExcept('catalog,mfe-catalog'),
    /--except: unknown mfe-catalog \(the parts are shell, catalog, learning, checkout, community, workshop, account\)/,
  );
});
