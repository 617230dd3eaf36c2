/** The part of the iyzipay package (2.0.x, lib/Iyzipay.js and lib/resources) the adapter uses. */
declare module 'iyzipay' {
  type Callback = (error: Error | null, result: Record<string, unknown> | undefined) => void;
  interface Resource {
    create(request: Record<string, unknown>, callback: Callback): void;
    retrieve(request: Record<string, unknown>, callback: Callback): void;
    update(request: Record<string, unknown>, callback: Callback): void;
  }
  class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    threedsInitialize: Resource;
    threedsV2Payment: Resource;
    payment: Resource;
    refundV2: Resource;
    cancel: Resource;
    reportingTransactionDetails: Resource;
    binNumber: Resource;
    subMerchant: Resource;
    approval: Resource;
    paymentItem: Resource;
    checkoutFormInitialize: Resource;
    checkoutForm: Resource;
  }
  export default Iyzipay;
}
