import { ports } from '../playwright.config.ts';
import type { CaughtEmail } from './mail-sink.ts';

/**
 * The newest e-mail of `template` sent to `address`, as it arrived at the mail sink; waits for it
 * (the servers' e-mail worker sends every 2 seconds).
 */
export async function latestEmail(
  address: string,
  template: string,
  timeoutMs = 20_000,
): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(
      `http://127.0.0.1:${ports.mailHttp}/messages?to=${encodeURIComponent(address)}`,
    );
    const found = ((await response.json()) as CaughtEmail[]).find((mail) => mail.template === template);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${template} e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
