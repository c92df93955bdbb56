import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeApiUrl } from '../features/payments/paymentConfig';

/** One request the stub received: its path, headers and form fields (Stripe's `a[b][c]=v` encoding, flat). */
export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

/** How the stub answers session creation: a session, Stripe's 500 error, or no answer at all (a hung API). */
export type StubMode = 'ok' | 'error' | 'hang';

export interface StripeStub {
  apiUrl: StripeApiUrl;
  requests: StubRequest[];
  mode: StubMode;
  /** Answer this many next session creations with a 500 first (then `mode` again): the library retries. */
  failNext: number;
  close(): Promise<void>;
}

/**
 * A local stand-in for Stripe's API on a free loopback port, answering POST /v1/checkout/sessions like Stripe
 * does (one session per idempotency key), so session creation is tested without the network.
 */
export async function startStripeStub(): Promise<StripeStub> {
  const sessions = new Map<string, object>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      stub.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form,
      });
      const answer = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions')
        return answer(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      if (stub.mode === 'hang') return undefined;
      if (stub.mode === 'error' || stub.failNext > 0) {
        stub.failNext = Math.max(0, stub.failNext - 1);
        return answer(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      const session = sessions.get(key) ?? {
        id: `cs_test_${sessions.size + 1}`,
        object: 'checkout.session',
        client_secret: `cs_test_${sessions.size + 1}_secret_${Math.random().toString(36).slice(2)}`,
        mode: form.mode,
        ui_mode: form.ui_mode,
        client_reference_id: form.client_reference_id,
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'],
        payment_status: 'unpaid',
        status: 'open',
        return_url: form.return_url,
      };
      sessions.set(key, session);
      return answer(200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stub: StripeStub = {
    apiUrl: { protocol: 'http', host: '127.0.0.1', port },
    requests: [],
    mode: 'ok',
    failNext: 0,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stub;
}
