import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BulkPaymentRequestSchema,
  CreatePaymentRequestSchema,
  LegalDataRequestSchema,
  PaymentMethodsRequestSchema,
  PaymentRefParamsSchema,
  type LegalData,
  type Payment,
  type PaymentMethodInfo,
} from '@venue/api';
import { ApiError, notFound, rateLimited, unauthorized } from '../../lib/api-error.js';
import { ipLimitKey } from '../../lib/client-address.js';
import { validated } from '../../lib/validated.js';
import { SharedMinuteLimiter } from '../rate-limits/shared-minute-limiter.js';
import { authOf, bearerToken } from '../../plugins/auth.js';
import { BODY_LIMIT_BYTES } from '../../plugins/json-body.js';
import { GatewayError } from './gateway.js';
import { applyNotification } from './payment-notifications.js';
import { findPayment } from './payment-view.js';
import { sendRequestedRefunds } from './refunds.js';
import { startPayment } from './start-payment.js';
import { methodsOfVenue, venueOnlineMethods } from './venue-methods.js';

/**
 * The signed-in user when a bearer token came along; null for visitors (pay-by-link). With
 * `visitorOnBadToken`, a stale or revoked token counts as no token: paying by link needs no
 * sign-in, so an expired session must not stand between a payer and the payment.
 */
async function optionalUser(app: FastifyInstance, request: FastifyRequest, visitorOnBadToken = false): Promise<number | null> {
  if (!bearerToken(request) && !request.headers.authorization) return null;
  try {
    await app.authenticate(request);
  } catch (error) {
    if (visitorOnBadToken) return null;
    throw error;
  }
  return authOf(request).userId;
}

/**
 * Pay-by-link needs no sign-in, so only these stop a script from opening gateway transactions in
 * a loop: per source (an IPv6 /64 as one) and per reservation, whoever asks. A payer who retries
 * a declined BLIK code a few times stays well inside both.
 */
export const PAY_BY_LINK_STARTS_PER_MINUTE_PER_SOURCE = 20;
export const PAY_BY_LINK_STARTS_PER_MINUTE_PER_RESERVATION = 6;

/** Payments of the users base: create, bulk, status. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { clock, config } = app.deps;
  // Counted in the database, so the limits hold across every API instance.
  const bySource = new SharedMinuteLimiter(db, 'pay-by-link:source', PAY_BY_LINK_STARTS_PER_MINUTE_PER_SOURCE);
  const byReservation = new SharedMinuteLimiter(db, 'pay-by-link:reservation', PAY_BY_LINK_STARTS_PER_MINUTE_PER_RESERVATION);
  const throttlePayByLink = async (request: FastifyRequest, reservationUuid: string) => {
    const now = clock.now();
    const wait = (await bySource.take(ipLimitKey(request.ip), now)) || (await byReservation.take(reservationUuid.toLowerCase(), now));
    if (wait > 0) throw rateLimited('RATE_LIMITED', 'Too many payments started by link; try again shortly', wait);
  };

  app.post(
    '/payment/create',
    validated({ body: CreatePaymentRequestSchema }, async ({ body }, request, reply): Promise<Payment> => {
      if (body.reservation_uuid !== undefined) await throttlePayByLink(request, body.reservation_uuid);
      const userId = await optionalUser(app, request, body.reservation_uuid !== undefined);
      // Pay-by-link needs only the reservation's uuid; paying by id needs its owner signed in.
      if (body.reservation_uuid === undefined && userId === null) throw unauthorized();
      const payment = await startPayment(
        db,
        app.deps.paymentGateway,
        config.payments.appUrl,
        {
          venueId: body.venue_id,
          ...(body.reservation_uuid !== undefined
            ? { reservationUuid: body.reservation_uuid }
            : { reservationIds: [body.reservation_id ?? 0] }),
          userId,
          methodId: body.method_id,
          blikCode: body.blik_code,
          useWallet: body.use_wallet,
          carnetId: body.user_venue_carnet_id,
        },
        clock.now(),
      );
      return reply.code(201).send(payment);
    }),
  );

  app.post(
    '/payment/reservation/bulk',
    { preHandler: app.authenticate },
    validated({ body: BulkPaymentRequestSchema }, async ({ body }, request, reply): Promise<Payment> => {
      const payment = await startPayment(
        db,
        app.deps.paymentGateway,
        config.payments.appUrl,
        {
          venueId: body.venue_id,
          reservationIds: body.reservation_id,
          userId: authOf(request).userId,
          methodId: body.method_id,
          blikCode: body.blik_code,
          useWallet: body.use_wallet,
        },
        clock.now(),
      );
      return reply.code(201).send(payment);
    }),
  );

  app.get(
    '/payment/:id',
    validated({ params: PaymentRefParamsSchema }, async ({ params }, request): Promise<Payment> => {
      const byUuid = params.id.includes('-');
      const userId = byUuid ? null : await optionalUser(app, request);
      if (!byUuid && userId === null) throw unauthorized();
      return findPayment(db, params.id, userId);
    }),
  );
}

/** Gateway-facing: notifications (public base) and the Autopay-style method and legal data calls (marketplace base). */
export async function paymentNotificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  // Gateways post their notifications form-encoded (Autopay: one `transactions` field of base64
  // XML); the sandbox posts JSON. The parser is scoped to this plugin: the rest of the API stays JSON-only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
  app.post('/payment/notification/:gateway', async (request, reply) => {
    const gateway = app.deps.paymentGateway;
    const { gateway: name } = request.params as { gateway: string };
    const notification = name === gateway.name ? gateway.verifyNotification(request.body) : null;
    if (!notification) throw new ApiError(400, 'VALIDATION_FAILED', 'Notification signature or format is invalid');
    await applyNotification(db, gateway.name, notification, app.deps.clock.now());
    // Money the notification sent back to a payer by link leaves now; a failure is retried by the job poller.
    await sendRequestedRefunds(db, gateway, app.deps.clock.now(), { paymentUuid: notification.orderId });
    const ack = gateway.acknowledge(notification);
    return reply.type(ack.contentType).send(ack.body);
  });
}

async function fromGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayError)
      throw new ApiError(502, 'PAYMENT_GATEWAY_FAILED', 'The payment gateway did not answer as expected', {}, { cause: error });
    throw error;
  }
}

export async function autopayInfoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  app.post(
    '/autopay/getmethods',
    validated({ body: PaymentMethodsRequestSchema }, async ({ body }): Promise<PaymentMethodInfo[]> => {
      // The venue first: an unknown one is a 404 whether or not the gateway answers.
      const accepted = body.venue_id === undefined ? null : await venueOnlineMethods(db, body.venue_id);
      if (body.venue_id !== undefined && accepted === null) throw notFound('Venue not found');
      const methods = await fromGateway(() => app.deps.paymentGateway.methods());
      return accepted === null ? methods : methodsOfVenue(methods, accepted);
    }),
  );
  app.post(
    '/autopay/getlegaldata',
    validated({ body: LegalDataRequestSchema }, async ({ body }): Promise<LegalData> =>
      fromGateway(() => app.deps.paymentGateway.legalData(body.method_id, body.language)),
    ),
  );
}
