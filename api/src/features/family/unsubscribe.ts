import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { familyMessages } from 'shared-contract';
import type { Database } from '../../db/schema';
import { escapeHtml } from '../payments/sandboxPage';
import { saveWeeklySummary } from './settings';

export const UNSUBSCRIBE_PATH = '/family/weekly-summary/unsubscribe';

const signatureOf = (secret: string, accountId: string) =>
  createHmac('sha256', secret).update(`weekly-summary-unsubscribe\n${accountId}`).digest('base64url');

/** The one-click unsubscribe token of an account: its id and an HMAC of it, so no other account can be named. */
export function unsubscribeToken(secret: string, accountId: string): string {
  return `${Buffer.from(accountId).toString('base64url')}.${signatureOf(secret, accountId)}`;
}

/** The account a token was signed for here; undefined for a malformed, tampered or foreign one. */
export function accountOfToken(secret: string, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 512) return undefined;
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return undefined;
  const accountId = Buffer.from(encoded, 'base64url').toString();
  const expected = Buffer.from(signatureOf(secret, accountId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? accountId : undefined;
}

const NOT_VALID =
  'This unsubscribe link is not valid. You can turn the weekly summary off on the family page.';

/** A small page of its own: it opens from a mail, outside the site. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #ffffff; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem; }
  button { padding: 0.75rem 1rem; font: inherit; font-weight: 700; color: #ffffff; background: #1f5f3f;
    border: 0; border-radius: 0.375rem; cursor: pointer; }
  button:focus-visible { outline: 3px solid #0b3d91; outline-offset: 3px; }
</style>
</head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>
`;
}

/**
 * GET shows a page with a confirm button (mail scanners follow links, so a GET changes nothing); POST
 * unsubscribes: the button's form, or the mail program's one-click request (RFC 8058, body
 * List-Unsubscribe=One-Click). The token is in the address either way.
 */
export function unsubscribeRoutes(db: Kysely<Database>, secret: string) {
  return async (app: FastifyInstance) => {
    // The form posts urlencoded; RFC 8058's one-click request should be multipart. The body says nothing the
    // address does not, so it is read (at most 1 KB) and dropped.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    const policy =
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";
    app.get<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, async (request, reply) => {
      void reply.type('text/html; charset=utf-8').header('content-security-policy', policy);
      if (!accountOfToken(secret, request.query.token))
        return reply.code(400).send(page('Weekly summary', `<p role="alert">${escapeHtml(NOT_VALID)}</p>`));
      const action = `?token=${encodeURIComponent(request.query.token ?? '')}`;
      return page(
        'Stop the weekly summary?',
        `<p>You will no longer get the weekly e-mail about your children's learning. You can turn it on again on the family page.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
      );
    });
    app.post<{ Querystring: { token?: string } }>(
      UNSUBSCRIBE_PATH,
      { preHandler: app.writeLimit('family') },
      async (request, reply) => {
        void reply.type('text/html; charset=utf-8').header('content-security-policy', policy);
        const accountId = accountOfToken(secret, request.query.token);
        if (!accountId)
          return reply.code(400).send(page('Weekly summary', `<p role="alert">${escapeHtml(NOT_VALID)}</p>`));
        await saveWeeklySummary(db, accountId, false);
        return page('Unsubscribed', `<p role="status">${escapeHtml(familyMessages.summaryUnsubscribed)}</p>`);
      },
    );
  };
}
