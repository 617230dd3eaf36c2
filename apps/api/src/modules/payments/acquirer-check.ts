import type { AcquirerStatus } from '@kopru/domain/schemas/admin';
import type { AppContext } from '../../context.ts';
import type { PaymentProvider } from '../../ports.ts';

/** How long a check is reused: the overview and /readyz do not ask the acquirer each time. */
const FRESH_MS = 5 * 60_000;
const last = new WeakMap<PaymentProvider, { status: AcquirerStatus; at: number }>();
const running = new WeakMap<PaymentProvider, Promise<AcquirerStatus>>();

/**
 * Whether the configured acquirer answers with our keys (PaymentProvider.checkAccount): at start
 * (logged), on the admin overview and in /readyz. The sandbox has nothing to check.
 */
export async function checkAcquirer(ctx: AppContext): Promise<AcquirerStatus> {
  const provider = ctx.paymentProvider;
  const cached = last.get(provider);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.status;
  const pending = running.get(provider) ?? ask(ctx, provider);
  running.set(provider, pending);
  try {
    return await pending;
  } finally {
    running.delete(provider);
  }
}

/** The last check without asking (/readyz); a stale or missing one is asked for in the background. */
export function lastAcquirerCheck(ctx: AppContext): AcquirerStatus['status'] | 'unchecked' {
  const cached = last.get(ctx.paymentProvider);
  if (!cached || Date.now() - cached.at >= FRESH_MS) void checkAcquirer(ctx).catch(() => {});
  return cached?.status.status ?? 'unchecked';
}

async function ask(ctx: AppContext, provider: PaymentProvider): Promise<AcquirerStatus> {
  const checkedAt = ctx.clock.now().toISOString();
  const check = provider.checkAccount ? await provider.checkAccount() : undefined;
  const status: AcquirerStatus = check
    ? { provider: provider.name, status: check.status, answer: check.answer, checkedAt }
    : { provider: provider.name, status: 'sandbox', answer: null, checkedAt };
  last.set(provider, { status, at: Date.now() });
  return status;
}
