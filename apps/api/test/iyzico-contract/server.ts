import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorizationProblem } from './authorization.ts';
import { callbackForm, challengePage, threeDsForm } from './bank-page.ts';
import { type ContractCard, contractCards } from './cards.ts';
import {
  authProblem,
  detailProblem,
  initializeProblem,
  refundProblem,
  supportedCurrencies,
} from './fields.ts';

/**
 * A local stand-in for the iyzico endpoints the adapter uses, for tests only:
 * /payment/3dsecure/initialize, /payment/3dsecure/auth, /payment/detail and /v2/payment/refund,
 * with iyzico's request and response fields, the IYZWSv2 request signature checked, and answers
 * and bank callbacks signed as iyzico documents them. Its signing is written here on purpose,
 * apart from the adapter's, so a mistake on one side shows up as a mismatch.
 */
type Body = Record<string, unknown>;
type Status = 'INIT_THREEDS' | 'CALLBACK_THREEDS' | 'SUCCESS' | 'FAILURE';
interface ContractPayment {
  paymentId: string;
  conversationId: string;
  basketId: string;
  price: number;
  paidPrice: number;
  currency: string;
  callbackUrl: string;
  card: ContractCard;
  lastFour: string;
  status: Status;
  conversationData: string;
  errorCode?: string;
  refunded: number;
}

const sign = (secretKey: string, fields: unknown[]) =>
  createHmac('sha256', secretKey)
    .update(fields.map((field) => (field === undefined || field === null ? '' : String(field))).join(':'))
    .digest('hex');

export interface ContractServer {
  url: string;
  apiKey: string;
  secretKey: string;
  /** Every request that passed the signature check, in order. */
  calls: { path: string; body: Body }[];
  /** How many times a payment was charged (a successful /payment/3dsecure/auth) per conversationId. */
  charges: Map<string, number>;
  /** The next answer on path is processed but never sent (the caller times out). */
  dropNextAnswer(path: string): void;
  /** The next answer on path carries a wrong signature. */
  tamperNextAnswer(path: string): void;
  /** What the bank posts to callbackUrl after the payer answers the challenge, signed. */
  bankCallback(paymentId: string, outcome?: 'complete' | 'fail'): Record<string, string>;
  close(): Promise<void>;
}

export async function startContractServer(
  keys = { apiKey: 'sandbox-contract-api-key', secretKey: 'sandbox-contract-secret-key' },
): Promise<ContractServer> {
  const payments = new Map<string, ContractPayment>();
  const calls: ContractServer['calls'] = [];
  const charges = new Map<string, number>();
  const drop = new Set<string>();
  const tamper = new Set<string>();
  const held = new Set<ServerResponse>();
  let nextId = 25_000_000;
  let url = '';

  const envelope = (body: Body) => ({ status: 'success', locale: 'en', systemTime: Date.now(), ...body });
  const failure = (errorCode: string, errorMessage: string, extra: Body = {}) => ({
    status: 'failure',
    errorCode,
    errorMessage,
    locale: 'en',
    systemTime: Date.now(),
    ...extra,
  });
  const signed = (path: string, body: Body, fields: unknown[]) => ({
    ...body,
    signature: tamper.delete(path)
      ? sign(`${keys.secretKey}-tampered`, fields)
      : sign(keys.secretKey, fields),
  });

  const paymentFields = (p: ContractPayment) => [
    p.paymentId,
    p.currency,
    p.basketId,
    p.conversationId,
    p.paidPrice,
    p.price,
  ];
  const paymentBody = (p: ContractPayment) => ({
    paymentId: p.paymentId,
    conversationId: p.conversationId,
    basketId: p.basketId,
    price: p.price,
    paidPrice: p.paidPrice,
    currency: p.currency,
    installment: 1,
    fraudStatus: p.card.fraudStatus ?? 1,
    lastFourDigits: p.lastFour,
    phase: 'AUTH',
  });

  function initialize(path: string, body: Body): Body {
    const problem = initializeProblem(body);
    if (problem) return failure('11', `Invalid request: ${problem}`);
    if (!supportedCurrencies.has(String(body.currency))) return failure('11', 'Invalid request: currency');
    const cardNumber = String((body.paymentCard as Body).cardNumber);
    const card = contractCards[cardNumber];
    if (!card) return failure('12', 'Invalid card number');
    const paymentId = String(nextId++);
    payments.set(paymentId, {
      paymentId,
      conversationId: String(body.conversationId),
      basketId: String(body.basketId),
      price: Number(body.price),
      paidPrice: Number(body.paidPrice),
      currency: String(body.currency),
      callbackUrl: String(body.callbackUrl),
      card,
      lastFour: cardNumber.slice(-4),
      status: 'INIT_THREEDS',
      conversationData: `cd-${paymentId}`,
      refunded: 0,
    });
    const html = threeDsForm(`${url}/contract-bank/${paymentId}`);
    return signed(
      path,
      envelope({
        conversationId: body.conversationId,
        paymentId,
        threeDSHtmlContent: Buffer.from(html).toString('base64'),
      }),
      [paymentId, body.conversationId],
    );
  }

  function auth(path: string, body: Body): Body {
    const problem = authProblem(body);
    if (problem) return failure('11', `Invalid request: ${problem}`);
    const payment = payments.get(String(body.paymentId));
    if (!payment) return failure('5087', 'Üye işyerine ait ödeme kaydı bulunamadı');
    if (payment.status !== 'CALLBACK_THREEDS')
      return failure('11', 'Invalid request: payment is not awaiting auth');
    if (String(body.conversationData ?? '') !== payment.conversationData)
      return failure('5014', '3dsecure esnasında conversation data decrypt edilemedi');
    const error = payment.card.error;
    if (error) {
      payment.status = 'FAILURE';
      payment.errorCode = error.errorCode;
      return failure(error.errorCode, error.errorMessage, {
        errorGroup: error.errorGroup,
        conversationId: payment.conversationId,
        paymentId: payment.paymentId,
      });
    }
    payment.status = (payment.card.fraudStatus ?? 1) === -1 ? 'FAILURE' : 'SUCCESS';
    if (payment.status === 'SUCCESS')
      charges.set(payment.conversationId, (charges.get(payment.conversationId) ?? 0) + 1);
    return signed(path, envelope({ ...paymentBody(payment), mdStatus: 1 }), paymentFields(payment));
  }

  function detail(path: string, body: Body): Body {
    const problem = detailProblem(body);
    if (problem) return failure('11', `Invalid request: ${problem}`);
    const payment = body.paymentId
      ? payments.get(String(body.paymentId))
      : [...payments.values()].filter((p) => p.conversationId === String(body.paymentConversationId)).at(-1);
    if (!payment) return failure('5087', 'Üye işyerine ait ödeme kaydı bulunamadı');
    const extra = payment.errorCode ? { errorCode: payment.errorCode } : {};
    return signed(
      path,
      envelope({ ...paymentBody(payment), paymentStatus: payment.status, ...extra }),
      paymentFields(payment),
    );
  }

  function refund(path: string, body: Body): Body {
    const problem = refundProblem(body);
    if (problem) return failure('11', `Invalid request: ${problem}`);
    const payment = payments.get(String(body.paymentId));
    if (payment?.status !== 'SUCCESS') return failure('5087', 'Üye işyerine ait ödeme kaydı bulunamadı');
    const price = Number(body.price);
    if (!(price > 0) || payment.refunded + price > payment.paidPrice + 1e-9)
      return failure('5093', 'Refund amount exceeds the refundable amount');
    payment.refunded += price;
    return signed(
      path,
      envelope({
        conversationId: body.conversationId,
        paymentId: payment.paymentId,
        price,
        currency: payment.currency,
        refundHostReference: `ref-${payment.paymentId}-${payment.refunded}`,
      }),
      [payment.paymentId, body.conversationId],
    );
  }

  const routes: Record<string, (path: string, body: Body) => Body> = {
    '/payment/3dsecure/initialize': initialize,
    '/payment/3dsecure/auth': auth,
    '/payment/detail': detail,
    '/v2/payment/refund': refund,
  };

  function bankCallback(
    paymentId: string,
    outcome: 'complete' | 'fail' = 'complete',
  ): Record<string, string> {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`contract server: no payment ${paymentId}`);
    const mdStatus = outcome === 'fail' ? '0' : (payment.card.mdStatus ?? '1');
    const status = mdStatus === '1' ? 'success' : 'failure';
    if (payment.status === 'INIT_THREEDS' && status === 'success') payment.status = 'CALLBACK_THREEDS';
    const fields = {
      status,
      paymentId,
      conversationData: payment.conversationData,
      conversationId: payment.conversationId,
      mdStatus,
    };
    return {
      ...fields,
      signature: sign(keys.secretKey, [
        fields.conversationData,
        fields.conversationId,
        mdStatus,
        paymentId,
        status,
      ]),
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const bank = /^\/contract-bank\/(\d+)(\/answer)?$/.exec(path);
    if (bank?.[1]) {
      const payment = payments.get(bank[1]);
      if (!payment) return send(res, 404, 'text/plain', 'no such payment');
      if (!bank[2]) return send(res, 200, 'text/html', challengePage(`${url}${path}/answer`));
      const answer = new URLSearchParams(raw).get('mdStatus') === '1' ? 'complete' : 'fail';
      return send(res, 200, 'text/html', callbackForm(payment.callbackUrl, bankCallback(bank[1], answer)));
    }
    const route = routes[path];
    if (!route || req.method !== 'POST')
      return send(res, 404, 'application/json', JSON.stringify(failure('11', 'Invalid request')));
    const problem = authorizationProblem(
      req.headers.authorization,
      header(req, 'x-iyzi-rnd'),
      path,
      raw,
      keys,
    );
    if (problem === 'unknown_api_key') return json(res, failure('1001', 'api bilgileri bulunamadı'));
    if (problem) return json(res, failure('1000', 'Geçersiz imza'));
    let body: Body;
    try {
      body = JSON.parse(raw) as Body;
    } catch {
      return json(res, failure('11', 'Invalid request'));
    }
    calls.push({ path, body });
    const answer = route(path, body);
    if (drop.delete(path)) {
      held.add(res);
      return;
    }
    json(res, answer);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    ...keys,
    calls,
    charges,
    dropNextAnswer: (path) => void drop.add(path),
    tamperNextAnswer: (path) => void tamper.add(path),
    bankCallback,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  res.end(body);
}

function json(res: ServerResponse, body: Body) {
  send(res, 200, 'application/json', JSON.stringify(body));
}
