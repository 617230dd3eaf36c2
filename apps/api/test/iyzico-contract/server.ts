import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Body, failure, invalidRequest, sign } from './answers.ts';
import { approvalRoutes } from './approvals.ts';
import { authorizationProblem } from './authorization.ts';
import { callbackForm, challengePage } from './bank-page.ts';
import type { BankError } from './cards.ts';
import { checkoutFormRoutes, type PageAnswer, payOnPage } from './checkout-form.ts';
import { checkoutPage } from './checkout-page.ts';
import { type IbanHolders, ibanHoldersByNormalisedIban } from './iban-holders.ts';
import { type ContractFigureSettings, defaultFigureSettings } from './item-figures.ts';
import { itemUpdateRoutes } from './item-updates.ts';
import { type ContractNotifications, contractNotifications } from './notifications.ts';
import { paymentRoutes } from './payments.ts';
import { refundRoutes, reportRoutes } from './refunds.ts';
import { type ContractAssumptions, type ContractState, defaultAssumptions } from './state.ts';
import { type ContractSubMerchant, type SubMerchantState, subMerchantRoutes } from './sub-merchants.ts';

/**
 * A local stand-in for the iyzico endpoints the adapter uses, for tests only. Every answer is
 * traced to an iyzico document or official SDK sample in docs/acquirers.md ("Contract server:
 * each answer and its source"); where iyzico publishes nothing, the server takes one of the
 * plausible answers (`assumptions`) and the contract tests run the adapter under each.
 */
export interface ContractServer extends ContractNotifications {
  url: string;
  apiKey: string;
  secretKey: string;
  calls: ContractState['calls'];
  charges: ContractState['charges'];
  /** The next answer on path is processed but never sent (the caller times out). */
  dropNextAnswer(path: string): void;
  /**
   * The next request on path is processed at once but answered only when the returned function is
   * called (iyzico slow to answer what it already did).
   */
  holdNextAnswer(path: string): () => void;
  /** The next answer on path carries a wrong signature. */
  tamperNextAnswer(path: string): void;
  /** What the bank posts to callbackUrl after the payer answers the challenge, signed (row T3). */
  bankCallback(paymentId: string, outcome?: 'complete' | 'fail'): Record<string, string>;
  /**
   * Row T5 (assumption A10): iyzico's fraud review of a payment. No published test card triggers
   * a review, so a test sets it: 0 holds the payment under review, 1 approves, -1 refuses.
   */
  setFraudStatus(paymentId: string, fraudStatus: 1 | 0 | -1): void;
  /**
   * Row T6 (assumption A14): the next auth of the payment answers this error, and iyzico's record
   * then shows the payment charged or refused.
   */
  failNextAuth(paymentId: string, error: BankError, charged: boolean): void;
  /** Row P3: /payment/detail answers "no record" (5087) for this payment until `false` is given. */
  answerNoRecordFor(paymentId: string, noRecord?: boolean): void;
  /** Row F3 (assumption A16): cancels are refused, as after the bank's end of day. */
  refuseCancels(refused: boolean): void;
  /** Rows M1-M4: the registered sub-merchants, by subMerchantExternalId. */
  subMerchants: Map<string, ContractSubMerchant>;
  /** Row M5: the next sub-merchant create or update is refused with this answer (e.g. an IBAN iyzico rejects). */
  refuseNextSubMerchant(errorCode: string, errorMessage: string): void;
  /** Row M10: the rates later charges' figures are computed with (assumption A33). */
  setFigures(settings: Partial<ContractFigureSettings>): void;
  /** Row M7: the next item approval is refused with this answer. */
  refuseNextApproval(errorCode: string, errorMessage: string): void;
  /** Row M12: the next item update is refused with this answer. */
  refuseNextItemUpdate(errorCode: string, errorMessage: string): void;
  /**
   * Row K3: the payer types this card on the Checkout Form page of `token`; answers where the
   * page then sends the payer's browser (the token posted to callbackUrl) or the refusal shown.
   */
  payOnCheckoutForm(token: string, cardNumber: string): PageAnswer;
  close(): Promise<void>;
}

export interface ContractOptions {
  keys?: { apiKey: string; secretKey: string };
  /** A fixed port (the e2e servers are configured with its address before it starts); any free one by default. */
  port?: number;
  assumptions?: Partial<ContractAssumptions>;
  /** Row M6: a marketplace account (every basket item must name a registered sub-merchant). */
  marketplace?: boolean;
  /** Row M10 (assumption A33): iyzico's rates the items' figures are computed with. */
  figures?: Partial<ContractFigureSettings>;
  /** Row M13 (A38): IBAN -> its holder's name; a sub-merchant under another name or title is refused. */
  ibanHolders?: IbanHolders;
  /** The server's clock (a test's clock, so blockageResolvedDate follows it); the wall clock by default. */
  now?: () => Date;
}

export async function startContractServer(options: ContractOptions = {}): Promise<ContractServer> {
  const keys = options.keys ?? {
    apiKey: 'sandbox-contract-api-key',
    secretKey: 'sandbox-contract-secret-key',
  };
  const assumptions = { ...defaultAssumptions, ...options.assumptions };
  const state: ContractState = {
    payments: new Map(),
    checkoutForms: new Map(),
    calls: [],
    charges: new Map(),
    nextId: 25_000_000,
    authErrors: new Map(),
    noRecordOf: new Set(),
    cancelsRefused: false,
  };
  const drop = new Set<string>();
  const tamper = new Set<string>();
  const held = new Set<ServerResponse>();
  const late = new Map<string, Promise<void>>();
  let url = '';

  const signed = (path: string, body: Body, fields: unknown[]) => ({
    ...body,
    signature: sign(tamper.delete(path) ? `${keys.secretKey}-tampered` : keys.secretKey, fields),
  });
  const subMerchantState: SubMerchantState = {
    subMerchants: new Map(),
    refuseNext: undefined,
    ibanHolders: ibanHoldersByNormalisedIban(options.ibanHolders),
  };
  const context = {
    state,
    assumptions,
    signed,
    bankUrl: (paymentId: string) => `${url}/contract-bank/${paymentId}`,
    // Row K2: like iyzico's sandbox-cpp.iyzipay.com?token=...&lang=...
    pageUrl: (token: string, locale: string) =>
      `${url}/contract-cpp?token=${encodeURIComponent(token)}&lang=${locale}`,
    marketplace: options.marketplace ?? false,
    isSubMerchantKey: (key: string) =>
      [...subMerchantState.subMerchants.values()].some((s) => s.subMerchantKey === key),
    figures: { ...defaultFigureSettings, ...options.figures },
    now: options.now ?? (() => new Date()),
    payoutCurrencyOf: (key: string | undefined) => {
      const registered = [...subMerchantState.subMerchants.values()].find((s) => s.subMerchantKey === key);
      return String(registered?.fields.currency ?? 'TRY');
    },
  };
  const approvalRefusal: { next?: { errorCode: string; errorMessage: string } } = {};
  const onboarding = subMerchantRoutes(subMerchantState, {
    detailCarriesKey: assumptions.subMerchantDetailCarriesKey,
    foreignCurrencyWithoutSwiftCode: assumptions.foreignCurrencyWithoutSwiftCode,
    ibanHolderMismatch: assumptions.ibanHolderMismatch,
  });
  type Route = (path: string, body: Body) => Body;
  const routes: Record<string, Route> = {
    ...paymentRoutes(context),
    ...refundRoutes(context),
    ...approvalRoutes(state, approvalRefusal),
    ...onboarding.post,
    ...checkoutFormRoutes(context),
  };
  const itemUpdates = itemUpdateRoutes(state, assumptions, context.isSubMerchantKey);
  const putRoutes: Record<string, Route> = { ...onboarding.put, ...itemUpdates.routes };
  const getRoutes = reportRoutes(context);

  function bankCallback(paymentId: string, outcome: 'complete' | 'fail' = 'complete') {
    const payment = state.payments.get(paymentId);
    if (!payment) throw new Error(`contract server: no payment ${paymentId}`);
    const mdStatus = outcome === 'fail' ? '0' : (payment.card.mdStatus ?? '1');
    const status = mdStatus === '1' ? 'success' : assumptions.failedCallbackStatus;
    if (payment.status === 'INIT_THREEDS' && mdStatus === '1') payment.status = 'CALLBACK_THREEDS';
    const fields = {
      status,
      paymentId,
      conversationData: payment.conversationData,
      conversationId: payment.conversationId,
      mdStatus,
    };
    const signature = sign(keys.secretKey, [
      fields.conversationData,
      fields.conversationId,
      mdStatus,
      paymentId,
      status,
    ]);
    return { ...fields, signature };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const bank = /^\/contract-bank\/(\d+)(\/answer)?$/.exec(path);
    if (bank?.[1]) {
      const payment = state.payments.get(bank[1]);
      if (!payment) return send(res, 404, 'text/plain', 'no such payment');
      if (!bank[2]) return send(res, 200, 'text/html', challengePage(`${url}${path}/answer`));
      const answer = new URLSearchParams(raw).get('mdStatus') === '1' ? 'complete' : 'fail';
      return send(res, 200, 'text/html', callbackForm(payment.callbackUrl, bankCallback(bank[1], answer)));
    }
    if (path === '/contract-cpp' || path === '/contract-cpp/pay') return checkoutFormPage(req, res, raw);
    const getRoute = req.method === 'GET' ? getRoutes[path] : undefined;
    const putRoute = req.method === 'PUT' ? putRoutes[path] : undefined;
    const route = req.method === 'POST' ? routes[path] : (putRoute ?? getRoute);
    if (!route) return send(res, 404, 'application/json', JSON.stringify(invalidRequest(undefined, path)));
    // Rows R1 and R2: the IYZWSv2 request signature (a GET is signed over its path and an empty body).
    const signedBody = req.method === 'GET' && raw === '' ? '{}' : raw;
    const problem = authorizationProblem(
      req.headers.authorization,
      header(req, 'x-iyzi-rnd'),
      path,
      signedBody,
      keys,
    );
    if (problem === 'unknown_api_key')
      return json(res, failure(undefined, '1001', 'api bilgileri bulunamadı'));
    if (problem) return json(res, failure(undefined, '1000', 'Geçersiz imza'));
    let body: Body;
    try {
      body = getRoute
        ? Object.fromEntries(new URLSearchParams((req.url ?? '').split('?')[1] ?? ''))
        : (JSON.parse(raw) as Body);
    } catch {
      return json(res, invalidRequest(undefined, 'body'));
    }
    state.calls.push({ path, body });
    const answer = route(path, body);
    if (drop.delete(path)) {
      held.add(res);
      return;
    }
    const answerLater = late.get(path);
    if (answerLater) {
      late.delete(path);
      held.add(res);
      await answerLater;
      held.delete(res);
      if (res.destroyed) return;
    }
    json(res, answer);
  }

  /** Row K3: the payment page and its form's post. */
  function checkoutFormPage(req: IncomingMessage, res: ServerResponse, raw: string) {
    const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
    const posted = req.method === 'POST' ? new URLSearchParams(raw) : undefined;
    const token = (posted ?? query).get('token') ?? '';
    const form = state.checkoutForms.get(token);
    if (!form) return send(res, 404, 'text/plain', 'no such checkout form');
    const page = (error?: string) =>
      send(
        res,
        200,
        'text/html',
        checkoutPage(`${url}/contract-cpp/pay`, token, form.locale, `${form.price} ${form.currency}`, error),
      );
    if (!posted) return page();
    const answer = payOnPage(context, token, { number: posted.get('cardNumber') ?? '' });
    if (answer.kind === 'refused') return page(answer.message);
    if (answer.kind === 'unknown_token') return send(res, 404, 'text/plain', 'checkout form expired or used');
    return send(res, 200, 'text/html', callbackForm(answer.callbackUrl, answer.fields));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    ...keys,
    calls: state.calls,
    charges: state.charges,
    dropNextAnswer: (path) => void drop.add(path),
    holdNextAnswer(path) {
      let answer = () => {};
      late.set(
        path,
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
      );
      return answer;
    },
    tamperNextAnswer: (path) => void tamper.add(path),
    bankCallback,
    setFraudStatus(paymentId, fraudStatus) {
      const payment = state.payments.get(paymentId);
      if (!payment) throw new Error(`contract server: no payment ${paymentId}`);
      payment.fraudStatus = fraudStatus;
      if (payment.status === 'SUCCESS' && fraudStatus === -1) payment.status = 'FAILURE';
    },
    failNextAuth: (paymentId, error, charged) => void state.authErrors.set(paymentId, { error, charged }),
    answerNoRecordFor: (paymentId, noRecord = true) =>
      void (noRecord ? state.noRecordOf.add(paymentId) : state.noRecordOf.delete(paymentId)),
    refuseCancels: (refused) => {
      state.cancelsRefused = refused;
    },
    subMerchants: subMerchantState.subMerchants,
    refuseNextApproval: (errorCode, errorMessage) => {
      approvalRefusal.next = { errorCode, errorMessage };
    },
    refuseNextItemUpdate: itemUpdates.refuseNext,
    refuseNextSubMerchant: (errorCode, errorMessage) => {
      subMerchantState.refuseNext = { errorCode, errorMessage };
    },
    setFigures: (settings) => void Object.assign(context.figures, settings),
    payOnCheckoutForm: (token, cardNumber) => payOnPage(context, token, { number: cardNumber }),
    ...contractNotifications(state, keys.secretKey),
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
