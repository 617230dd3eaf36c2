import { type Env, isMarketplace } from '../../env.ts';
import type { Marketplace } from '../../marketplace-ports.ts';
import type { PaymentProvider, ProviderDeps } from '../../ports.ts';
import { createIyzicoClient } from './iyzico/client.ts';
import { createIyzicoProvider, iyzicoConfigFrom } from './iyzico/iyzico-provider.ts';
import { createIyzicoMarketplace } from './iyzico/marketplace.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/** MM/YY -> month and four-digit year. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [month = '0', year = '0'] = expiry.trim().split('/');
  return { expMonth: Number(month), expYear: 2000 + Number(year) };
}

/** PAYMENT_PROVIDER chooses the acquirer: `sandbox` (default) or `iyzico`. */
export function createProvider(env: Env, deps: ProviderDeps): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'sandbox':
      return createSandboxProvider(env, deps);
    case 'iyzico':
      return createIyzicoProvider(iyzicoConfigFrom(env));
  }
}

/** IYZICO_MODE=marketplace with iyzico: its marketplace onboarding (decision 011); otherwise none. */
export function createMarketplace(env: Env): Marketplace | undefined {
  if (!isMarketplace(env)) return undefined;
  const config = iyzicoConfigFrom(env);
  return createIyzicoMarketplace(createIyzicoClient(config), config.secretKey);
}
