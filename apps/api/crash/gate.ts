import { appendFileSync } from 'node:fs';
import type { PaymentProvider } from '../src/ports.ts';

/**
 * Where the crash test stops the API so it can `kill -9` it at a known point of a payment:
 * - `before_charge`: step 1 is committed, the acquirer is never called;
 * - `after_charge`: the acquirer has charged (its own record is written), step 3 never runs.
 * Each charge the acquirer receives is written to `log` first (synchronously, so it is on disk
 * before the process can be killed): the test counts them to prove nothing is charged twice.
 */
export type CrashGate = 'before_charge' | 'after_charge' | 'none';

const forever = () => new Promise<never>(() => {});

export function gatedProvider(provider: PaymentProvider, gate: CrashGate, log: string): PaymentProvider {
  const note = (line: string) => appendFileSync(log, `${line}\n`);
  return {
    name: provider.name,
    cardEntry: provider.cardEntry,
    async charge(input) {
      if (gate === 'before_charge') {
        note(`stopped-before ${input.reference}`);
        return forever();
      }
      note(`charge ${input.reference}`);
      const outcome = await provider.charge(input);
      if (gate === 'after_charge') {
        note(`stopped-after ${input.reference} ${outcome.status}`);
        return forever();
      }
      return outcome;
    },
    complete: (payment, callback) => provider.complete(payment, callback),
    retrieve: (lookup) => provider.retrieve(lookup),
    refund: (input) => provider.refund(input),
    retrieveRefund: (lookup) => provider.retrieveRefund(lookup),
  };
}
