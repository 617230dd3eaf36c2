import { describe, expect, it } from 'vitest';
import { NotificationRejectedError } from '../../../ports.ts';
import { notificationSignature, readIyzicoNotification } from './notification.ts';

// The worked examples of iyzipay-php samples/webhook_Signature_Validation.php: its sandbox key,
// bodies and the X-Iyz-Signature-V3 iyzico sent with them.
const sampleKey = 'sandbox-UuLnD7wZa0a3DmytfIrwHQqAMfqCNJrs';
const checkoutForm = {
  paymentConversationId: 'conversationId',
  merchantId: 3382172,
  token: 'e828c62d-fd12-4b1a-ad5a-380f15fe6596',
  status: 'SUCCESS',
  iyziReferenceCode: '77e1635c-6b39-475a-8b7b-ca15ad0cd4ac',
  iyziEventType: 'CHECKOUT_FORM_AUTH',
  iyziEventTime: 1721825036103,
  iyziPaymentId: 22483975,
};
const checkoutFormSignature = '4031c575763486a2d2bf3f7ace0baebfcd6bed65393ab4df3fe80c00d5fd6878';
const direct = {
  paymentConversationId: 'conversationId',
  merchantId: 3382172,
  paymentId: 22484059,
  status: 'SUCCESS',
  iyziReferenceCode: 'a9af8e6b-4401-4928-b6b8-40419aaa3d0f',
  iyziEventType: 'API_AUTH',
  iyziEventTime: 1721825828467,
  iyziPaymentId: 22484059,
};
const directSignature = '92c7a72b7741bc83eb696066605c894778c87297b2c88d6037670666230e18ae';

describe("iyzico's notification signature (X-IYZ-SIGNATURE-V3)", () => {
  it("matches both worked examples of iyzico's sample", () => {
    expect(
      notificationSignature(sampleKey, [
        'CHECKOUT_FORM_AUTH',
        22483975,
        checkoutForm.token,
        'conversationId',
        'SUCCESS',
      ]),
    ).toBe(checkoutFormSignature);
    expect(notificationSignature(sampleKey, ['API_AUTH', 22484059, 'conversationId', 'SUCCESS'])).toBe(
      directSignature,
    );
  });

  it('takes only the signed ids of a genuine notification, in either format', () => {
    expect(
      readIyzicoNotification(sampleKey, { signature: checkoutFormSignature, body: checkoutForm }),
    ).toEqual({
      reference: 'conversationId',
      providerPaymentId: '22483975',
      providerToken: checkoutForm.token,
    });
    expect(readIyzicoNotification(sampleKey, { signature: directSignature, body: direct })).toEqual({
      reference: 'conversationId',
      providerPaymentId: '22484059',
    });
    // A34: a direct body with one of the two ids is signed with that one.
    const { iyziPaymentId: _, ...paymentIdOnly } = direct;
    expect(
      readIyzicoNotification(sampleKey, { signature: directSignature, body: paymentIdOnly }),
    ).toMatchObject({
      providerPaymentId: '22484059',
    });
    const { paymentId: __, ...iyziPaymentIdOnly } = direct;
    expect(
      readIyzicoNotification(sampleKey, { signature: directSignature, body: iyziPaymentIdOnly }),
    ).toMatchObject({
      providerPaymentId: '22484059',
    });
  });

  it('refuses a missing signature, another key, a changed field and a signature in capitals', () => {
    const read =
      (signature: string | undefined, body: Record<string, unknown> = checkoutForm, key = sampleKey) =>
      () =>
        readIyzicoNotification(key, { signature, body });
    expect(read(undefined)).toThrow(NotificationRejectedError);
    expect(read('')).toThrow(/no X-IYZ-SIGNATURE-V3/);
    expect(read(checkoutFormSignature, checkoutForm, 'another-secret-key')).toThrow(/does not match/);
    expect(read(checkoutFormSignature, { ...checkoutForm, paymentConversationId: 'pay_other' })).toThrow(
      NotificationRejectedError,
    );
    expect(read(checkoutFormSignature, { ...checkoutForm, status: 'FAILURE' })).toThrow(
      NotificationRejectedError,
    );
    expect(read(checkoutFormSignature, { ...checkoutForm, token: 'another-token' })).toThrow(
      NotificationRejectedError,
    );
    expect(read(checkoutFormSignature.toUpperCase())).toThrow(NotificationRejectedError);
    // The direct example's signature does not pass for the hosted-page body, nor the other way.
    expect(read(directSignature)).toThrow(NotificationRejectedError);
    expect(read(checkoutFormSignature, direct)).toThrow(NotificationRejectedError);
  });
});
