import { describe, expect, it } from 'vitest';
import { keptKindFields, kindIssues, merchantKindOf, missingKindFields } from './merchant-kind.ts';
import { kycSubmissionFieldsFor } from './schemas/kyc.ts';

describe('what iyzico needs of each kind of merchant', () => {
  it('a 10-digit tax number is a company; an 11-digit one is what the merchant declares', () => {
    expect(merchantKindOf('1234567890', 'person')).toBe('company');
    expect(merchantKindOf('12345678901', 'sole_proprietorship')).toBe('sole_proprietorship');
    expect(merchantKindOf('12345678901', 'person')).toBe('person');
    expect(merchantKindOf('12345678901', '')).toBeNull();
  });

  it('a company and a sole proprietorship need a tax office; a person the holder’s two names', () => {
    expect(missingKindFields('1234567890', { taxOffice: '  ' })).toEqual(['taxOffice']);
    expect(missingKindFields('1234567890', { taxOffice: 'Ürgüp' })).toEqual([]);
    expect(missingKindFields('12345678901', { taxOffice: 'Ürgüp' })).toEqual(['legalForm']);
    expect(missingKindFields('12345678901', { legalForm: 'sole_proprietorship' })).toEqual(['taxOffice']);
    expect(missingKindFields('12345678901', { legalForm: 'person', holderFirstName: 'Ayşe' })).toEqual([
      'holderLastName',
    ]);
    expect(
      missingKindFields('12345678901', {
        legalForm: 'person',
        holderFirstName: 'Ayşe',
        holderLastName: 'Kaya',
      }),
    ).toEqual([]);
  });

  it('refuses with a translated message key at the field', () => {
    expect(kindIssues('1234567890', {})).toEqual([
      { path: 'taxOffice', message: 'validation.taxOfficeRequired' },
    ]);
    const parsed = kycSubmissionFieldsFor('12345678901').safeParse({
      businessAddress: 'Kordon 1, İzmir',
      bankName: 'Ziraat Bankası',
      accountNumber: '12345678',
      iban: 'TR330006100519786457841326',
      legalForm: 'person',
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['holderFirstName', 'validation.holderFirstNameRequired'],
      ['holderLastName', 'validation.holderLastNameRequired'],
    ]);
  });

  it('keeps only what the kind uses', () => {
    const typed = {
      legalForm: 'person',
      taxOffice: 'Konak',
      holderFirstName: ' Ayşe ',
      holderLastName: 'Kaya',
    } as const;
    expect(keptKindFields('12345678901', typed)).toEqual({
      legalForm: 'person',
      taxOffice: null,
      holderFirstName: 'Ayşe',
      holderLastName: 'Kaya',
    });
    expect(keptKindFields('1234567890', typed)).toEqual({
      legalForm: null,
      taxOffice: 'Konak',
      holderFirstName: null,
      holderLastName: null,
    });
  });
});
