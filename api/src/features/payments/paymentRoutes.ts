import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { success } from '../../http/envelope';
import { badRequest, unauthorized } from '../../http/errors';
import { contractRoute } from '../../http/contractRoute';
import { assertSameUser } from '../../identity/identity';
import { isEnrolled } from '../learning/enrollments';
import {
  createPayment,
  expirePayment,
  findPayment,
  PAYABLE_STATUSES,
  recordFailedPayment,
  settlePayment,
} from './payments';
import {
  PaymentProviderError,
  type PaymentFailed,
  type PaymentProvider,
  type PaymentSucceeded,
} from './provider';
import { chargeOutcome, checkCard, type CardForm } from './sandboxCards';
import { SANDBOX_SIGNATURE_HEADER } from './sandboxProvider';
import { FRAME_HEIGHT_SCRIPT_SOURCE, sandboxMessagePage, sandboxPaymentPage } from './sandboxPage';
import { signWebhook } from './signature';
import { stripePagePolicy, stripePaymentPage } from './stripePage';

export interface PaymentRouteSettings {
  provider: PaymentProvider;
  /** Shell origin; a paid frame lands on its /payment-success page. */
  shellUrl: string;
  /** Signs the sandbox's webhook deliveries (the same secret the provider verifies with). */
  webhookSecret: string;
  /** With the Stripe provider: the publishable key its page mounts Checkout with. */
  stripePublishableKey?: string;
}

/** Payment link, the provider webhook (the only thing that enrolls a paying user) and the sandbox's pages. */
export function paymentRoutes(db: Kysely<Database>, settings: PaymentRouteSettings) {
  return async (app: FastifyInstance) => {
    contractRoute(
      app,
      'createPaymentLink',
      async ({ input, request }) => {
        const user = assertSameUser(request, input.UserId, 'UserId');
        try {
          return { paymentUrl: await createPayment(db, settings.provider, user.sub, input) };
        } catch (error) {
          if (error instanceof PaymentProviderError)
            request.log.error(
              { err: error.cause, provider: error.provider, courseId: input.CourseId },
              'payment provider did not create the checkout',
            );
          throw error;
        }
      },
      { preHandler: [app.requireUser, app.parentOnly, app.writeLimit('payment')] },
    );

    await app.register(async (webhook) => {
      // The signature covers the exact bytes sent, so the body is kept raw and parsed after verification.
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post('/payments/webhook', async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const delivery = settings.provider.readWebhook(raw, request.headers);
        if (delivery.kind === 'unverified') throw unauthorized('Webhook signature is not valid');
        if (delivery.kind === 'malformed') throw badRequest(delivery.message);
        // Other event types are acknowledged so the provider stops resending them; they change nothing here.
        if (delivery.kind === 'ignored') return success({ received: true, enrolled: false });
        const { event } = delivery;
        if (event.type === 'payment.failed')
          return success({ received: true, enrolled: false, ...(await recordFailedPayment(db, event)) });
        if (event.type === 'payment.expired')
          return success({ received: true, enrolled: false, ...(await expirePayment(db, event)) });
        const { enrolled, receipt } = await settlePayment(db, event, settings.shellUrl);
        if (receipt === 'queued') webhook.outbox.kick();
        // Paid, but the account has no address the identity provider confirmed to send the receipt to.
        else if (receipt === 'no-address')
          request.log.warn({ paymentId: event.paymentId }, 'payment receipt not queued: no checked address');
        return success({ received: true, enrolled });
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

      const { stripePublishableKey } = settings;
      if (stripePublishableKey) {
        const stripePage = (reply: FastifyReply, status: number, markup: string) =>
          reply
            .code(status)
            .header('content-type', 'text/html; charset=utf-8')
            .header('content-security-policy', stripePagePolicy(settings.shellUrl))
            .header('cache-control', 'no-store')
            .header('referrer-policy', 'no-referrer')
            .send(markup);
        const message = (reply: FastifyReply, status: number, title: string, text: string) =>
          stripePage(reply, status, sandboxMessagePage(title, text));
        // The frame opens this page; the client secret it carries is this payment's alone and is never cached.
        sandbox.get<{ Params: { id: string } }>('/payments/stripe/:id', async (request, reply) => {
          const payment = await findPayment(db, request.params.id);
          if (!payment || payment.provider !== 'stripe')
            return message(
              reply,
              404,
              'Payment not found',
              'This payment link is not valid. Please return to checkout and try again.',
            );
          if (payment.status === 'superseded')
            return message(
              reply,
              410,
              'Payment link replaced',
              'This payment link was replaced by a newer one. Please return to checkout and try again.',
            );
          if (payment.status === 'paid')
            return message(reply, 200, 'Payment complete', 'This payment is complete.');
          if (payment.status !== 'pending')
            return message(
              reply,
              410,
              'Payment link expired',
              'This payment link can no longer be used. Please return to checkout and try again.',
            );
          if (await isEnrolled(db, payment.user_id, payment.course_id))
            return message(
              reply,
              409,
              'Already enrolled',
              'You are already enrolled in this course. Nothing was charged.',
            );
          const { clientSecret } = JSON.parse(payment.billing) as { clientSecret?: string };
          if (!clientSecret)
            return message(
              reply,
              404,
              'Payment not found',
              'This payment link is not valid. Please return to checkout and try again.',
            );
          return stripePage(
            reply,
            200,
            stripePaymentPage(payment.summary.courseName, stripePublishableKey, clientSecret),
          );
        });
      }

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
