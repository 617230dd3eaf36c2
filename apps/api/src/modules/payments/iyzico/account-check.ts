import { type AccountCheck, ProviderUnavailableError } from '../../../ports.ts';
import type { IyzicoCall } from './client.ts';
import { failureAnswer } from './decline-codes.ts';

/** The BIN of iyzipay-java's BinNumberSample (a Garanti Bonus MasterCard). */
const SAMPLE_BIN = '554960';
/** iyzico's answers to keys it does not take: 1000 "Geçersiz imza", 1001 "api bilgileri bulunamadı". */
const KEY_ERRORS = new Set(['1000', '1001']);

/**
 * Whether iyzico answers with our keys: a BIN lookup (POST /payment/bin/check), the request
 * iyzico itself names the simplest to test keys with (docs.iyzico.com/sss/hata-mesajlari, "En
 * basit istek olan BIN sorgusu ile deneyin; başarılıysa anahtarlarınız doğrudur"). It charges
 * nothing. iyzico has no call that lists the currencies an account accepts (docs/acquirers.md).
 */
export async function checkIyzicoAccount(call: IyzicoCall): Promise<AccountCheck> {
  let body: Record<string, unknown>;
  try {
    body = await call('binNumber', 'retrieve', {
      locale: 'en',
      conversationId: 'kopru-account-check',
      binNumber: SAMPLE_BIN,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    return { status: 'unreachable', answer: error.answer ?? error.message };
  }
  if (body.status === 'success')
    return { status: 'ok', answer: `BIN ${SAMPLE_BIN}: ${String(body.bankName ?? '')}`.trim() };
  if (KEY_ERRORS.has(String(body.errorCode))) return { status: 'refused', answer: failureAnswer(body) };
  // The keys were taken (no signature or key error): the account answers, about a BIN it may not know.
  return { status: 'ok', answer: failureAnswer(body) };
}
