import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { success } from '../../http/envelope';
import { badRequest, unauthorized } from '../../http/errors';
import { contractRoute } from '../../http/contractRoute';
import { assertSameUser } from '../../identity/identity';
import { createPayment, findPayment, settlePayment } from './payments';
import { paymentSucceeded, type PaymentProvider } from './provider';
import { SANDBOX_SIGNATURE_HEADER } from './sandboxProvider';
import { sandboxMessagePage, sandboxPaymentPage } from './sandboxPage';
import { signWebhook } from './signature';

export interface PaymentRouteSettings {
  provider: PaymentProvider;
  /** Shell origin; a paid frame lands on its /payment-success page. */
  shellUrl: string;
  /** Signs the sandbox's webhook deliveries (the same secret the provider verifies with). */
  webhookSecret: string;
}

/** Payment link, the provider webhook (the only thing that enrolls a paying user) and the sandbox's pages. */
export function paymentRoutes(db: Kysely<Database>, settings: PaymentRouteSettings) {
  return async (app: FastifyInstance) => {
    contractRoute(
      app,
      'createPaymentLink',
      async ({ input, request }) => {
        const user = assertSameUser(request, input.UserId, 'UserId');
        return { paymentUrl: await createPayment(db, settings.provider, user.sub, input) };
      },
      { preHandler: [app.requireUser] },
    );

    await app.register(async (webhook) => {
      // The signature covers the exact bytes sent, so the body is kept raw and parsed after verification.
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      webhook.post('/payments/webhook', async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!settings.provider.verifyWebhook(raw, request.headers)) throw unauthorized('Webhook signature is not valid');
        let event: unknown;
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest('body is not valid JSON');
        }
        const parsed = paymentSucceeded.safeParse(event);
        // Other event types are acknowledged so the provider stops resending them; they change nothing here.
        if (!parsed.success) return success({ received: true, enrolled: false });
        return success({ received: true, ...(await settlePayment(db, parsed.data)) });
      });
    });

    await app.register(async (sandbox) => {
      // The Pay form posts no fields; accept its content type without needing a form parser.
      sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
      const html = (reply: FastifyReply, status: number, markup: string) =>
        reply
          .code(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${settings.shellUrl}; base-uri 'none'`)
          .header('cache-control', 'no-store')
          .send(markup);
      const paymentPath = (id: string) => `${sandbox.prefix}/payments/sandbox/${id}`;

      sandbox.get<{ Params: { id: string } }>('/payments/sandbox/:id', async (request, reply) => {
        const payment = await findPayment(db, request.params.id);
        if (!payment || payment.provider !== 'sandbox') {
          return html(reply, 404, sandboxMessagePage('Payment not found', 'This payment link is not valid. Please return to checkout and try again.'));
        }
        return html(reply, 200, sandboxPaymentPage(payment, `${paymentPath(payment.payment_id)}/pay`));
      });

      sandbox.post<{ Params: { id: string } }>('/payments/sandbox/:id/pay', async (request, reply) => {
        const payment = await findPayment(db, request.params.id);
        if (!payment || payment.provider !== 'sandbox') {
          return html(reply, 404, sandboxMessagePage('Payment not found', 'This payment link is not valid. Please return to checkout and try again.'));
        }
        // Deliver the signed webhook through the same route a hosted provider would call.
        const body = JSON.stringify({ type: 'payment.succeeded', paymentId: payment.payment_id, amount: Number(payment.amount), currency: payment.currency });
        const delivery = await sandbox.inject({
          method: 'POST',
          url: `${sandbox.prefix}/payments/webhook`,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signWebhook(settings.webhookSecret, body) },
          payload: body,
        });
        if (delivery.statusCode !== 200) {
          request.log.error({ paymentId: payment.payment_id, status: delivery.statusCode, answer: delivery.body }, 'sandbox webhook refused');
          return html(reply, 502, sandboxMessagePage('Payment not confirmed', 'The payment could not be confirmed. Please try again later.'));
        }
        return reply.redirect(`${settings.shellUrl}/payment-success?courseId=${payment.course_id}`, 303);
      });
    });
  };
}
