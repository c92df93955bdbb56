import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import type { FromWorker, InputAnswer, ToWorker } from './protocol';
import { createPythonRunner } from './createPythonRunner';

/**
 * The page's side of the runner against a fake Worker and a fake service worker registration: what only the client
 * decides (how Stop ends a check, where input() answers go, what happens to a worker that cannot start).
 */

class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((event: { data: FromWorker }) => void) | null = null;
  onerror: (() => void) | null = null;
  received: ToWorker[] = [];
  terminated = false;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(message: ToWorker) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  send(message: FromWorker) {
    this.onmessage?.({ data: message });
  }
}

class FakeServiceWorker {
  state = 'activated';
  answers: InputAnswer[] = [];
  postMessage(answer: InputAnswer) {
    this.answers.push(answer);
  }
  addEventListener() {}
  removeEventListener() {}
}

const registration = { installing: null, waiting: null, active: new FakeServiceWorker() };
const settle = () => new Promise((resolve) => setImmediate(resolve));
function latest(): FakeWorker {
  const worker = FakeWorker.all.at(-1);
  assert.ok(worker, 'no worker was started');
  return worker;
}

Object.assign(globalThis, { Worker: FakeWorker });
Object.defineProperty(globalThis, 'navigator', {
  configurable: true,
  value: {
    serviceWorker: {
      register: async () => registration,
      getRegistration: async (scope: string) => (scope === '/python/' ? registration : undefined),
    },
  },
});

beforeEach(() => {
  FakeWorker.all = [];
  registration.active = new FakeServiceWorker();
});

async function readyRunner() {
  const runner = createPythonRunner();
  await settle();
  latest().send({ type: 'ready', input: true });
  await runner.ready();
  return runner;
}

test('Stop during a check resolves it as stopped, not as a failed check', async () => {
  const runner = await readyRunner();
  const report = runner.check(
    'while True:\n    pass',
    { output: { expected: '', match: 'exact' } },
    {
      timeLimitMs: 3000,
    },
  );
  runner.stop();
  assert.deepEqual(await report, { passed: false, cases: [], stopped: true });
  assert.equal(FakeWorker.all[0]?.terminated, true);
});

test('an answer to input() goes to the service worker active now, after an update replaced the first', async () => {
  const runner = await readyRunner();
  const first = registration.active;
  const outcome = runner.run('print(input())', {
    timeLimitMs: 3000,
    onOutput: () => {},
    onInput: async () => {
      // The update activates while the learner types.
      registration.active = new FakeServiceWorker();
      return 'Ann';
    },
  });
  const id = latest().received[0]?.id ?? 0;
  latest().send({ type: 'input', id, prompt: '', messageId: 'm1' });
  await settle();
  assert.deepEqual(registration.active.answers, [{ syncMessageWrite: { messageId: 'm1', message: 'Ann' } }]);
  assert.deepEqual(first.answers, []);
  latest().send({ type: 'ran', id, outcome: { kind: 'finished' } });
  assert.deepEqual(await outcome, { kind: 'finished' });
});

for (const how of ['reports it failed', 'throws'] as const) {
  test(`a worker that ${how} while starting is terminated, and ready() tries again with a fresh one`, async () => {
    const runner = createPythonRunner();
    const ready = runner.ready();
    await settle();
    const broken = latest();
    if (how === 'throws') broken.onerror?.();
    else broken.send({ type: 'failed', message: 'no WebAssembly' });
    await assert.rejects(ready, /Python could not start/);
    assert.equal(runner.state(), 'failed');
    assert.equal(broken.terminated, true);

    const again = runner.ready();
    await settle();
    assert.equal(FakeWorker.all.length, 2);
    latest().send({ type: 'ready', input: true });
    await again;
    assert.equal(runner.state(), 'ready');
  });
}
