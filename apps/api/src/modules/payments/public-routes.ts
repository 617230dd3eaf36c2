import {
  getPublicPayment,
  getReceipt,
  openThreeDs,
  postThreeDsCallback,
  threeDsCallback,
} from '@kopru/domain/contracts/checkout';
import { AppError } from '@kopru/domain/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { findLinkCode } from '../payment-links/repository.ts';
import { publicPayment, threeDsAction } from './public-payment.ts';
import { findReceipt } from './receipt.ts';
import { completeThreeDs } from './three-ds.ts';

/** The payer's view of a payment (the checkout polls it), its 3-D Secure step, callback and receipt. */
export const publicPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.ctx;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  const checkoutLimit = { config: perMinute(env.CHECKOUT_RATE_LIMIT_PER_MINUTE) };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  route(app, getPublicPayment, checkoutLimit, async (request) => publicPayment(app.ctx, request.params.id));

  route(app, openThreeDs, checkoutLimit, async (request, reply) => {
    const action = await threeDsAction(app.ctx, request.params.id);
    if (action.type === 'redirect') return reply.redirect(action.url, 302);
    // The acquirer's own form that posts itself to the bank: its inline script and its form
    // target are allowed on this page only.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src https: data:; form-action https:; frame-ancestors 'none'",
      )
      .send(action.html);
  });

  route(app, getReceipt, checkoutLimit, async (request, reply) => {
    const receipt = await findReceipt(app.ctx.db, request.params.token, app.ctx.env.PUBLIC_URL);
    if (!receipt) throw new AppError('not_found');
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return receipt;
  });

  /** The bank sent the payer back: finish the payment, then show its result on the checkout. */
  const backFromBank = async (
    request: { params: { id: string }; query: { state: string }; ip: string },
    reply: FastifyReply,
    callback: Record<string, string>,
  ) => {
    const payment = await completeThreeDs(app.ctx, {
      paymentId: request.params.id,
      state: request.query.state,
      callback,
    });
    const code = payment.linkId ? await findLinkCode(app.ctx.db, payment.linkId) : undefined;
    // A decline after 3-D Secure counts like a synchronous one (card testing, admission.ts);
    // the callback comes from the payer's browser, so its address is the payer's.
    if (code && payment.status === 'failed') await app.ctx.cardVelocity.declined(code, request.ip);
    return reply.redirect(`${env.CHECKOUT_ORIGIN}/pay/${code ?? ''}?payment=${payment.id}`, 303);
  };
  const callbackHooks = {
    config: { crossSiteCallback: true, ...perMinute(env.PAYMENT_RATE_LIMIT_PER_MINUTE) },
  };
  // Most acquirers post their result as a form; some send it in the query of a GET.
  route(app, postThreeDsCallback, callbackHooks, (request, reply) =>
    backFromBank(request, reply, request.body),
  );
  route(app, threeDsCallback, callbackHooks, (request, reply) => {
    const { state: _state, ...fields } = request.query;
    return backFromBank(request, reply, fields as Record<string, string>);
  });
};
