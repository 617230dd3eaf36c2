import Iyzipay from 'iyzipay';
import { ProviderUnavailableError } from '../../../ports.ts';

export interface IyzicoConfig {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
  /** How long one call may take before its outcome counts as unknown. */
  timeoutMs: number;
  /**
   * Where the payer types the card: on iyzico's page (`checkout_form`, the default: no card data
   * reaches us), or on our form sent through the direct 3-D Secure API (`direct`, tests of that
   * API only; it puts the platform in PCI DSS SAQ D scope, docs/security.md).
   */
  cardEntry?: 'checkout_form' | 'direct';
}

export type IyzicoOperation =
  | 'threedsInitialize'
  | 'threedsV2Payment'
  | 'payment'
  | 'refundV2'
  | 'cancel'
  | 'reportingTransactionDetails'
  | 'binNumber'
  | 'subMerchant'
  | 'approval'
  | 'paymentItem'
  | 'checkoutFormInitialize'
  | 'checkoutForm';
export type IyzicoBody = Record<string, unknown>;

/**
 * The official client as promises. (Its resources keep the request body on a shared object but
 * read it synchronously while building the HTTP request, so concurrent calls do not mix; the
 * contract tests run them concurrently.) A timed-out call's socket is left to close by itself.
 * A network error, a timeout or an answer that is not an iyzico envelope throws
 * ProviderUnavailableError: the outcome is unknown.
 */
export function createIyzicoClient(config: IyzicoConfig) {
  const iyzipay = new Iyzipay({ apiKey: config.apiKey, secretKey: config.secretKey, uri: config.baseUrl });
  return function call(
    operation: IyzicoOperation,
    method: 'create' | 'retrieve' | 'update',
    request: IyzicoBody,
  ): Promise<IyzicoBody> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new ProviderUnavailableError(
              `iyzico ${operation}: no answer in ${config.timeoutMs} ms`,
              `no answer in ${config.timeoutMs} ms`,
            ),
          ),
        config.timeoutMs,
      );
      iyzipay[operation][method](request, (error, result) => {
        clearTimeout(timer);
        if (error)
          return reject(new ProviderUnavailableError(`iyzico ${operation}: ${error.message}`, error.message));
        if (
          !result ||
          typeof result !== 'object' ||
          (result.status !== 'success' && result.status !== 'failure')
        )
          return reject(
            new ProviderUnavailableError(`iyzico ${operation}: not an iyzico answer`, 'not an iyzico answer'),
          );
        resolve(result);
      });
    });
  };
}

export type IyzicoCall = ReturnType<typeof createIyzicoClient>;
