import { describe, expect, it } from 'vitest';
import {
  type MerchantForSubMerchant,
  settlementAccountOf,
  subMerchantDetailsOf,
  subMerchantTypeOf,
} from './details.ts';

const merchant: MerchantForSubMerchant = {
  merchantId: 'mer_1',
  companyName: 'Ege Zeytin Ltd. Şti.',
  taxId: '1234567890',
  authPersonName: 'Ayşe Yılmaz',
  ownerEmail: 'owner@example.com',
  businessAddress: 'Kordon 1, İzmir',
  iban: 'TR330006100519786457841326',
  ibanUsd: 'TR060006100519786457841327',
  ibanEur: null,
  ibanGbp: null,
  taxOffice: 'Konak',
  legalForm: null,
  holderFirstName: null,
  holderLastName: null,
  settlementCurrency: 'TRY',
};

describe('the sub-merchant type rule', () => {
  it.each([
    ['1234567890', 'Konak', null, 'LIMITED_OR_JOINT_STOCK_COMPANY'],
    ['1234567890', null, null, 'LIMITED_OR_JOINT_STOCK_COMPANY'],
    ['12345678901', 'Konak', 'sole_proprietorship', 'PRIVATE_COMPANY'],
    ['12345678901', 'Konak', 'person', 'PERSONAL'],
    ['12345678901', null, 'person', 'PERSONAL'],
    // Sent before the KYC asked the legal form: the tax office said it.
    ['12345678901', 'Konak', null, 'PRIVATE_COMPANY'],
    ['12345678901', null, null, 'PERSONAL'],
  ] as const)('tax number %s, tax office %s, legal form %s: %s', (taxId, taxOffice, legalForm, type) => {
    expect(subMerchantTypeOf({ taxId, taxOffice, legalForm })).toBe(type);
  });

  it('sends a company its title, tax office and tax number', () => {
    expect(subMerchantDetailsOf(merchant)).toEqual({
      details: {
        externalId: 'mer_1',
        type: 'LIMITED_OR_JOINT_STOCK_COMPANY',
        name: 'Ege Zeytin Ltd. Şti.',
        email: 'owner@example.com',
        address: 'Kordon 1, İzmir',
        iban: 'TR330006100519786457841326',
        currency: 'TRY',
        legalCompanyTitle: 'Ege Zeytin Ltd. Şti.',
        taxOffice: 'Konak',
        taxNumber: '1234567890',
      },
    });
  });

  it('sends a person the account holder’s names as given, never split from the authorised person', () => {
    const person = subMerchantDetailsOf({
      ...merchant,
      taxId: '12345678901',
      taxOffice: null,
      legalForm: 'person',
      authPersonName: 'Ayşe Nur Yılmaz Demir',
      holderFirstName: 'Ayşe Nur',
      holderLastName: 'Yılmaz Demir',
    });
    expect(person).toMatchObject({
      details: {
        type: 'PERSONAL',
        contactName: 'Ayşe Nur',
        contactSurname: 'Yılmaz Demir',
        identityNumber: '12345678901',
      },
    });
    expect(person).not.toHaveProperty('details.taxNumber');
    expect(person).not.toHaveProperty('details.taxOffice');
  });

  it('a company or sole proprietorship without a tax office, a person without names, cannot be sent', () => {
    expect(subMerchantDetailsOf({ ...merchant, taxOffice: null })).toEqual({ missing: ['taxOffice'] });
    expect(
      subMerchantDetailsOf({
        ...merchant,
        taxId: '12345678901',
        legalForm: 'sole_proprietorship',
        taxOffice: '',
      }),
    ).toEqual({ missing: ['taxOffice'] });
    expect(subMerchantDetailsOf({ ...merchant, taxId: '12345678901', taxOffice: null })).toEqual({
      missing: ['holderFirstName', 'holderLastName'],
    });
  });
});

describe('the currency iyzico pays in and the IBAN it pays to', () => {
  it('TRY by default: the lira IBAN', () => {
    expect(subMerchantDetailsOf(merchant)).toMatchObject({
      details: { currency: 'TRY', iban: 'TR330006100519786457841326' },
    });
  });

  it('a chosen currency with an approved account: that currency and its own IBAN', () => {
    expect(subMerchantDetailsOf({ ...merchant, settlementCurrency: 'USD' })).toMatchObject({
      details: { currency: 'USD', iban: 'TR060006100519786457841327' },
    });
    expect(
      settlementAccountOf({ ...merchant, ibanGbp: 'TR490006100519786457841329', settlementCurrency: 'GBP' }),
    ).toEqual({ currency: 'GBP', iban: 'TR490006100519786457841329' });
  });

  it('never sends a currency with another currency’s IBAN: without its account, TRY and the lira IBAN', () => {
    expect(settlementAccountOf({ ...merchant, settlementCurrency: 'EUR' })).toEqual({
      currency: 'TRY',
      iban: 'TR330006100519786457841326',
    });
  });
});
