import type { FastifyInstance } from 'fastify';
import type { Env } from '../src/env.ts';
import { createSandboxProvider } from '../src/modules/payments/sandbox-provider.ts';
import type { PaymentProvider, ProviderDeps } from '../src/ports.ts';

export type ProviderCall = 'charge' | 'complete' | 'retrieve' | 'refund' | 'retrieveRefund';

/**
 * The sandbox acquirer with a count of its calls, and hooks that run before or after a charge
 * or a refund (to hold it, or to fail as a network error would).
 */
export function countingSandbox() {
  const calls: Record<ProviderCall, number> = {
    charge: 0,
    complete: 0,
    retrieve: 0,
    refund: 0,
    retrieveRefund: 0,
  };
  const hooks: {
    beforeCharge?: () => Promise<void>;
    afterCharge?: () => Promise<void>;
    beforeRefund?: () => Promise<void>;
    afterRefund?: () => Promise<void>;
    beforeRetrieveRefund?: () => Promise<void>;
  } = {};
  const build = (deps: ProviderDeps & { env: Env }): PaymentProvider => {
    const sandbox = createSandboxProvider(deps.env, deps);
    return {
      name: sandbox.name,
      cardEntry: sandbox.cardEntry,
      async charge(input) {
        calls.charge += 1;
        await hooks.beforeCharge?.();
        const outcome = await sandbox.charge(input);
        await hooks.afterCharge?.();
        return outcome;
      },
      async complete(payment, callback) {
        calls.complete += 1;
        return sandbox.complete(payment, callback);
      },
      async retrieve(lookup) {
        calls.retrieve += 1;
        return sandbox.retrieve(lookup);
      },
      async refund(input) {
        calls.refund += 1;
        await hooks.beforeRefund?.();
        const outcome = await sandbox.refund(input);
        await hooks.afterRefund?.();
        return outcome;
      },
      async retrieveRefund(lookup) {
        calls.retrieveRefund += 1;
        await hooks.beforeRetrieveRefund?.();
        return sandbox.retrieveRefund(lookup);
      },
    };
  };
  return { calls, hooks, build };
}

/** A clock the test moves forward. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(at: Date) {
      now = at.getTime();
    },
  };
}

/** Follows a 3-D Secure redirect to the sandbox bank page and returns its two forms. */
export async function sandboxBankForms(app: FastifyInstance, url: string, lang = 'en') {
  const path = new URL(url).pathname;
  const response = await app.inject({ method: 'GET', url: `${path}?lang=${lang}` });
  const html = response.body;
  const forms = [
    ...html.matchAll(
      /<form method="post" action="([^"]+)">[\s\S]*?name="result" value="(\w+)">[\s\S]*?name="signature" value="([^"]+)">/g,
    ),
  ].map((match) => ({
    action: (match[1] ?? '').replaceAll('&#38;', '&'),
    result: match[2] ?? '',
    signature: match[3] ?? '',
  }));
  return { response, html, forms };
}

/** Posts a sandbox bank form back to our callback, as the payer's browser does. */
export async function postCallback(
  app: FastifyInstance,
  form: { action: string; result: string; signature: string },
  origin = 'http://localhost:3000',
) {
  const url = new URL(form.action);
  return app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams({ result: form.result, signature: form.signature }).toString(),
  });
}
