import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callsFor,
  chargeInput,
  lookupOf,
  pay,
  providerFor,
} from '../../../../test/iyzico-contract/adapter.ts';
import { domesticSuccessCard } from '../../../../test/iyzico-contract/cards.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import type { ContractAssumptions } from '../../../../test/iyzico-contract/state.ts';
import { ProviderUnavailableError } from '../../../ports.ts';
import { createIyzicoProvider } from './iyzico-provider.ts';

/**
 * Where iyzico publishes no answer, the contract server takes one of the plausible ones
 * (docs/acquirers.md, "Assumptions"); the default run covers the first, this file the others.
 */
function onServer(assumptions: Partial<ContractAssumptions>) {
  const context = {} as { server: ContractServer };
  beforeAll(async () => {
    context.server = await startContractServer({ assumptions });
  });
  afterAll(() => context.server.close());
  return context;
}

describe('A1: a published error card is refused already at initialize', () => {
  const on = onServer({ cardErrorsAt: 'initialize' });
  it('is declined with its code before any 3-D Secure step, and nothing is charged', async () => {
    const iyzico = providerFor(on.server);
    for (const [card, declineCode] of [
      ['4111111111111129', 'insufficient_funds'],
      ['4124111111111116', 'incorrect_cvc'],
      ['4129111111111111', 'card_declined'],
    ] as const) {
      const input = chargeInput(card);
      expect(await iyzico.charge(input)).toEqual({ status: 'failed', declineCode });
      expect(callsFor(on.server, '/payment/v2/3dsecure/auth', input.reference)).toBe(0);
    }
  });
});

describe('A2: /payment/detail for a payment iyzico has no record of', () => {
  const on5087 = onServer({ unknownPayment: '5087' });
  const onSystem = onServer({ unknownPayment: 'system_error' });
  it('answering 5087 is not_found', async () => {
    expect(await providerFor(on5087.server).retrieve(lookupOf('pay_never_sent'))).toEqual({
      status: 'not_found',
    });
  });
  it('answering another failure leaves the outcome unknown', async () => {
    await expect(providerFor(onSystem.server).retrieve(lookupOf('pay_never_sent'))).rejects.toThrow(
      ProviderUnavailableError,
    );
  });
});

describe('A4: the callback status when mdStatus is not 1', () => {
  const on = onServer({ failedCallbackStatus: 'success' });
  it('a "success" callback with mdStatus 4 is still authentication_failed and never reaches auth', async () => {
    const iyzico = providerFor(on.server);
    const input = chargeInput('4141111111111115');
    const { callback, outcome } = await pay(on.server, iyzico, input);
    expect(callback).toMatchObject({ status: 'success', mdStatus: '4' });
    expect(outcome).toMatchObject({ status: 'failed', declineCode: 'authentication_failed' });
    expect(callsFor(on.server, '/payment/v2/3dsecure/auth', input.reference)).toBe(0);
  });
});

describe('A7: a card issued in Türkiye paying a foreign currency in the sandbox', () => {
  const on = onServer({ domesticForeignCurrency: 'accepted' });
  it('accepted, it is an ordinary charge', async () => {
    const { outcome } = await pay(on.server, providerFor(on.server), chargeInput(domesticSuccessCard, 'USD'));
    expect(outcome.status).toBe('succeeded');
  });
});

describe('the operator check (row R7)', () => {
  const on = onServer({});
  it('the account answers with the right keys, refuses wrong ones, and an unreachable iyzico says so', async () => {
    expect(await providerFor(on.server).checkAccount?.()).toEqual({
      status: 'ok',
      answer: 'BIN 554960: Garanti Bankası',
    });
    expect(await providerFor(on.server, { secretKey: 'wrong' }).checkAccount?.()).toEqual({
      status: 'refused',
      answer: '1000 Geçersiz imza',
    });
    const gone = createIyzicoProvider({
      apiKey: 'k',
      secretKey: 's',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    });
    expect((await gone.checkAccount?.())?.status).toBe('unreachable');
  });
});
