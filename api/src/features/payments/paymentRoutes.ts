import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { success } from '../../http/envelope';
import { badRequest, unauthorized } from '../../http/errors';
import { contractRoute } from '../../http/contractRoute';
import { assertSameUser } from '../../identity/identity';
import { isEnrolled } from '../learning/enrollments';
import { createPayment, findPayment, PAYABLE_STATUSES, recordFailedPayment, settlePayment } from './payments';
import { paymentEvent, type PaymentFailed, type PaymentProvider, type PaymentSucceeded } from './provider';
import { chargeOutcome, checkCard, type CardForm } from './sandboxCards';
import { SANDBOX_SIGNATURE_HEADER } from './sandboxProvider';
import { FRAME_HEIGHT_SCRIPT_SOURCE, sandboxMessagePage, sandboxPaymentPage } from './sandboxPage';
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
      { preHandler: [app.requireUser, app.writeLimit('payment')] },
    );

    await app.register(async (webhook) => {
      // The signature covers the exact bytes sent, so the body is kept raw and parsed after verification.
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post('/payments/webhook', async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!settings.provider.verifyWebhook(raw, request.headers))
          throw unauthorized('Webhook signature is not valid');
        let event: unknown;
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest('body is not valid JSON');
        }
        const parsed = paymentEvent.safeParse(event);
        // Other event types are acknowledged so the provider stops resending them; they change nothing here.
        if (!parsed.success) return success({ received: true, enrolled: false });
        if (parsed.data.type === 'payment.failed')
          return success({
            received: true,
            enrolled: false,
            ...(await recordFailedPayment(db, parsed.data)),
          });
        return success({ received: true, ...(await settlePayment(db, parsed.data)) });
      });
    });

    await app.register(async (sandbox) => {
      // The card form is read here and never logged or stored: only its brand and last four digits go on.
      sandbox.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8 * 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      const html = (reply: FastifyReply, status: number, markup: string) =>
        reply
          .code(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header(
            'content-security-policy',
            // Only the site's checkout page may frame the card form.
            `default-src 'none'; style-src 'unsafe-inline'; script-src ${FRAME_HEIGHT_SCRIPT_SOURCE}; form-action 'self' ${settings.shellUrl}; base-uri 'none'; frame-ancestors ${settings.shellUrl}`,
          )
          .header('cache-control', 'no-store')
          .send(markup);
      const notFoundPage = (reply: FastifyReply) =>
        html(
          reply,
          404,
          sandboxMessagePage(
            'Payment not found',
            'This payment link is not valid. Please return to checkout and try again.',
          ),
        );
      // The learner asked for a link at another price since: only the newest one can be paid.
      const replacedPage = (reply: FastifyReply) =>
        html(
          reply,
          410,
          sandboxMessagePage(
            'Payment link replaced',
            'This payment link was replaced by a newer one. Please return to checkout and try again.',
          ),
        );
      const paymentPath = (id: string) => `${sandbox.prefix}/payments/sandbox/${id}`;
      // Deliver the signed webhook through the same route a hosted provider would call.
      const deliver = (event: PaymentSucceeded | PaymentFailed) => {
        const body = JSON.stringify(event);
        return sandbox.inject({
          method: 'POST',
          url: `${sandbox.prefix}/payments/webhook`,
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: signWebhook(settings.webhookSecret, body),
          },
          payload: body,
        });
      };

      sandbox.get<{ Params: { id: string } }>('/payments/sandbox/:id', async (request, reply) => {
        const payment = await findPayment(db, request.params.id);
        if (!payment || payment.provider !== 'sandbox') return notFoundPage(reply);
        if (payment.status === 'superseded') return replacedPage(reply);
        return html(reply, 200, sandboxPaymentPage(payment, `${paymentPath(payment.payment_id)}/pay`));
      });

      sandbox.post<{ Params: { id: string } }>('/payments/sandbox/:id/pay', async (request, reply) => {
        const payment = await findPayment(db, request.params.id);
        if (!payment || payment.provider !== 'sandbox') return notFoundPage(reply);
        if (payment.status === 'superseded') return replacedPage(reply);
        const landOnSuccess = () =>
          reply.redirect(`${settings.shellUrl}/payment-success?courseId=${payment.course_id}`, 303);
        // A paid payment is never charged again: paying twice lands on the same page.
        if (payment.status === 'paid') return landOnSuccess();
        const payAction = `${paymentPath(payment.payment_id)}/pay`;
        if (!(PAYABLE_STATUSES as readonly string[]).includes(payment.status))
          return html(reply, 409, sandboxPaymentPage(payment, payAction));
        if (await isEnrolled(db, payment.user_id, payment.course_id)) {
          return html(
            reply,
            409,
            sandboxMessagePage(
              'Already enrolled',
              'You are already enrolled in this course. Nothing was charged.',
            ),
          );
        }

        const fields = (request.body ?? {}) as Partial<Record<keyof CardForm, unknown>>;
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        const form: CardForm = {
          cardNumber: text(fields.cardNumber),
          expiry: text(fields.expiry),
          cvc: text(fields.cvc),
          cardName: text(fields.cardName),
        };
        const values = { expiry: form.expiry, cardName: form.cardName };
        const check = checkCard(form);
        if (!check.valid)
          return html(reply, 422, sandboxPaymentPage(payment, payAction, { values, errors: check.errors }));

        const outcome = chargeOutcome(check.digits);
        const attempt = { paymentId: payment.payment_id, attemptId: randomUUID(), card: check.card };
        const delivery = await deliver(
          outcome.succeeded
            ? {
                type: 'payment.succeeded',
                amount: Number(payment.amount),
                currency: payment.currency,
                ...attempt,
              }
            : {
                type: 'payment.failed',
                failureCode: outcome.code,
                failureMessage: outcome.message,
                ...attempt,
              },
        );
        if (delivery.statusCode !== 200) {
          request.log.error(
            { paymentId: payment.payment_id, status: delivery.statusCode, answer: delivery.body },
            'sandbox webhook refused',
          );
          return html(
            reply,
            502,
            sandboxMessagePage(
              'Payment not confirmed',
              'The payment could not be confirmed. Please try again later.',
            ),
          );
        }
        if (!outcome.succeeded)
          return html(
            reply,
            402,
            sandboxPaymentPage({ ...payment, status: 'failed' }, payAction, {
              values,
              declined: outcome.message,
            }),
          );
        return landOnSuccess();
      });
    });
  };
}
