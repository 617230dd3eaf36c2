import { describe, expect, it } from 'vitest';
import {
  ibanHolderRefusal,
  ibanHoldersByNormalisedIban,
  unlistedIbanHolderAnswer,
} from '../../../test/iyzico-contract/iban-holders.ts';

/** The contract server's row M13 for each type (the integration tests drive the PERSONAL case). */
const holders = ibanHoldersByNormalisedIban({
  'TR88 0006 2000 0000 1234 5678 01': 'Ayşe Nur Yılmaz',
  'TR61 0006 2000 0000 1234 5678 02': 'Kapadokya Seramik Ltd. Şti.',
});
const request = { conversationId: 'c1', locale: 'tr' };
const person = { subMerchantType: 'PERSONAL', iban: 'TR880006200000001234567801' };
const company = (subMerchantType: string, legalCompanyTitle: string) => ({
  subMerchantType,
  legalCompanyTitle,
  iban: 'TR610006200000001234567802',
});

describe('the contract server’s IBAN holders (row M13)', () => {
  it('takes a person named as the holder, spacing and Turkish case aside', () => {
    const fields = { ...person, contactName: 'ayşe  nur', contactSurname: 'YILMAZ' };
    expect(ibanHolderRefusal(holders, 'invalid_request', request, fields)).toBeUndefined();
  });

  it('refuses a person under other names with code 11 naming the IBAN, or an unlisted code (A38)', () => {
    const fields = { ...person, contactName: 'Ayşe', contactSurname: 'Yılmaz' };
    expect(ibanHolderRefusal(holders, 'invalid_request', request, fields)).toMatchObject({
      status: 'failure',
      errorCode: '11',
      errorMessage: 'Geçersiz istek: iban',
      conversationId: 'c1',
    });
    expect(ibanHolderRefusal(holders, 'unlisted', request, fields)).toMatchObject({
      status: 'failure',
      ...unlistedIbanHolderAnswer,
    });
  });

  it.each(['PRIVATE_COMPANY', 'LIMITED_OR_JOINT_STOCK_COMPANY'])(
    'compares a %s’s legal title with the holder',
    (type) => {
      expect(
        ibanHolderRefusal(holders, 'invalid_request', request, company(type, 'Kapadokya Seramik Ltd. Şti.')),
      ).toBeUndefined();
      expect(
        ibanHolderRefusal(holders, 'invalid_request', request, company(type, 'Kapadokya Çini')),
      ).toMatchObject({ errorCode: '11' });
    },
  );

  it('takes any IBAN the table does not know', () => {
    const fields = {
      ...person,
      iban: 'TR330006100519786457841326',
      contactName: 'Ali',
      contactSurname: 'Veli',
    };
    expect(ibanHolderRefusal(holders, 'invalid_request', request, fields)).toBeUndefined();
  });
});
