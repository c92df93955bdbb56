import assert from 'node:assert/strict';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import {
  ConnectionCounts,
  isAddressOrRange,
  refusalAnswer,
  type Admission,
  type ConnectionCaps,
} from './connectionCaps';

const caps = (overrides: Partial<ConnectionCaps> = {}): ConnectionCaps => ({
  total: 100,
  perAddress: 2,
  exempt: [],
  ...overrides,
});

function admitted(admission: Admission): () => void {
  assert.ok('release' in admission, `admitted, not refused (${'refused' in admission && admission.refused})`);
  return admission.release;
}

describe('connection counts per address and in all', () => {
  it('refuses an address past its cap until one of its connections closes, and other addresses meanwhile not', () => {
    const counts = new ConnectionCounts(caps());
    const first = admitted(counts.admit('203.0.113.7'));
    admitted(counts.admit('203.0.113.7'));
    assert.deepEqual(counts.admit('203.0.113.7'), { refused: 'address full' });
    admitted(counts.admit('203.0.113.8'));
    assert.equal(counts.open('203.0.113.7'), 2);
    assert.equal(counts.open(), 3);
    first();
    admitted(counts.admit('203.0.113.7'));
  });

  it('counts a whole IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 form', () => {
    const counts = new ConnectionCounts(caps());
    admitted(counts.admit('2001:db8:1:2::a'));
    admitted(counts.admit('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    assert.deepEqual(counts.admit('2001:db8:1:2::b'), { refused: 'address full' });
    admitted(counts.admit('2001:db8:1:3::a'));
    admitted(counts.admit('::ffff:198.51.100.4'));
    admitted(counts.admit('198.51.100.4'));
    assert.deepEqual(counts.admit('::ffff:198.51.100.4'), { refused: 'address full' });
  });

  it('refuses every address past the total cap, exempt ones included', () => {
    const counts = new ConnectionCounts(caps({ total: 3, exempt: ['10.0.0.1'] }));
    admitted(counts.admit('192.0.2.1'));
    admitted(counts.admit('192.0.2.2'));
    const third = admitted(counts.admit('192.0.2.3'));
    assert.deepEqual(counts.admit('192.0.2.4'), { refused: 'server full' });
    assert.deepEqual(counts.admit('10.0.0.1'), { refused: 'server full' });
    third();
    admitted(counts.admit('10.0.0.1'));
  });

  it('has no per-address cap for exempt addresses and ranges, IPv4-mapped ones included', () => {
    const counts = new ConnectionCounts(
      caps({ perAddress: 1, exempt: ['10.0.0.5', '172.16.0.0/12', 'fd00::/8'] }),
    );
    for (let n = 0; n < 5; n += 1) {
      admitted(counts.admit('10.0.0.5'));
      admitted(counts.admit('::ffff:172.20.1.1'));
      admitted(counts.admit('fd12:3456::1'));
    }
    assert.equal(counts.open(), 15);
    admitted(counts.admit('10.0.0.6'));
    assert.deepEqual(counts.admit('10.0.0.6'), { refused: 'address full' });
  });

  it('counts only the total when the per-address cap is 0 (behind a load balancer)', () => {
    const counts = new ConnectionCounts(caps({ perAddress: 0, total: 5 }));
    for (let n = 0; n < 5; n += 1) admitted(counts.admit('10.0.0.9'));
    assert.deepEqual(counts.admit('10.0.0.9'), { refused: 'server full' });
  });

  it('counts a connection out once however often its release is called', () => {
    const counts = new ConnectionCounts(caps());
    const release = admitted(counts.admit('192.0.2.1'));
    admitted(counts.admit('192.0.2.1'));
    release();
    release();
    assert.equal(counts.open('192.0.2.1'), 1);
    assert.equal(counts.open(), 1);
  });

  it('counts a connection without an address (already closed) in the total only', () => {
    const counts = new ConnectionCounts(caps({ perAddress: 1, total: 2 }));
    admitted(counts.admit(undefined));
    admitted(counts.admit(undefined));
    assert.deepEqual(counts.admit(undefined), { refused: 'server full' });
  });

  it('takes addresses and CIDR ranges as exempt, and refuses anything else', () => {
    for (const entry of ['10.0.0.5', '10.0.0.0/8', '0.0.0.0/0', '2001:db8::1', '2001:db8::/32', '::/0'])
      assert.ok(isAddressOrRange(entry), entry);
    for (const entry of [
      'lb.internal',
      '10.0.0.0/33',
      '2001:db8::/129',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      '10.0.0',
    ])
      assert.ok(!isAddressOrRange(entry), entry);
    assert.throws(() => new ConnectionCounts(caps({ exempt: ['lb.internal'] })), /not an address or range/);
  });
});

describe('the refusal', () => {
  it('reads as a complete 503 with Retry-After and Connection: close to an HTTP client', async () => {
    const server = createServer((socket) => {
      socket.resume();
      socket.end(refusalAnswer(7));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status?: number; headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const sent = request({ host: '127.0.0.1', port, path: '/health', agent: false }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode, headers: response.headers, body }),
            );
          });
          sent.on('error', reject);
          sent.end();
        },
      );
      assert.equal(answer.status, 503);
      assert.equal(answer.headers['retry-after'], '7');
      assert.equal(answer.headers.connection, 'close');
      assert.deepEqual(JSON.parse(answer.body), {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The server is busy: please try again in 7 seconds.',
      });
    } finally {
      server.close();
    }
  });
});
