import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A payment's round trips to the database, counted at the driver (issue 43, item 3): each state
 * step sends only what it needs, and nothing is read whose answer the server already has.
 */
let t: TestApp;
let sent: string[] | undefined;
beforeAll(async () => {
  t = await createTestApp({ onStatement: (text) => sent?.push(text) });
});
afterAll(() => t.close());

const steps = (texts: string[]) => {
  const transactions: string[][] = [];
  let open: string[] | undefined;
  for (const text of texts) {
    if (text === 'begin') open = [];
    else if (text === 'commit') {
      if (open) transactions.push(open);
      open = undefined;
    } else open?.push(text);
  }
  return transactions;
};

describe('a payment by card', () => {
  it('starts in one transaction of three statements and records its outcome in one of two', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, merchant.cookie);
    await pay(t.app, link.code);
    sent = [];
    const response = await pay(t.app, link.code);
    const texts = sent;
    sent = undefined;
    expect(response.json().status).toBe('succeeded');

    const [start, outcome, ...more] = steps(texts);
    expect(more).toEqual([]);
    // Nothing before the start: an admitted attempt does not ask whether its key was used
    // (checkout/admission.ts), the claim in the start answers that.
    // (The card-testing counters are read before it here: rate_limits, Redis in production.)
    const before = texts.slice(0, texts.indexOf('begin'));
    expect(before.filter((text) => !/from "rate_limits"/.test(text))).toEqual([]);
    // Claim the key, read the link with the merchant's release terms, insert the payment.
    expect(start).toHaveLength(3);
    expect(start?.[1]).toMatch(/from "payment_links".*left join "merchant_release_terms"/s);
    // Lock the payment, then write the success in one statement (success-statement.ts).
    expect(outcome).toHaveLength(2);
    // The sandbox acquirer answers with the row it wrote, not by reading it back.
    expect(texts.filter((text) => /^select .* from "sandbox_charges"/s.test(text))).toEqual([]);
    expect(texts.filter((text) => /insert into "sandbox_charges"/.test(text))).toHaveLength(1);
  });
});
