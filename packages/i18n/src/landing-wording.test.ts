import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog.ts';
import { catalogLeaves } from './glossary.ts';

/**
 * The landing page is prerendered once for every deployment, so it cannot know the payout mode:
 * in marketplace mode (decision 011) iyzico pays the merchant and nobody requests a payout. Its
 * texts must be true in both modes; only the terms (`terms.*`), chosen by the mode the
 * configuration gives once the page has loaded (release-terms-text.ts), say the platform mode's
 * withdrawal, in their texts for that mode.
 */
describe('the landing page texts', () => {
  const forPlatformMode = /^(landing\.)?terms\.(platform|platformNow|rowPlatform)$/;
  const leaves = (locale: 'en' | 'tr') =>
    catalogLeaves(catalogs[locale].landing as unknown as Parameters<typeof catalogLeaves>[0]).filter(
      ([key]) => !forPlatformMode.test(key),
    );

  it('say the platform mode’s withdrawal only in its own terms texts', () => {
    const all = catalogLeaves(catalogs.en.landing as unknown as Parameters<typeof catalogLeaves>[0]);
    expect(all.filter(([key]) => forPlatformMode.test(key))).toHaveLength(3);
  });

  it('never ask the merchant to request or withdraw a payout, in English', () => {
    const found = leaves('en').filter(([, text]) => /request(s|ing)? (a )?payouts?|withdraw/i.test(text));
    expect(found).toEqual([]);
  });

  it('never ask the merchant to request or withdraw a payout, in Turkish', () => {
    const found = leaves('tr').filter(([, text]) =>
      /para çek|hesabınıza çek|bakiyenizi .*çek|talep/iu.test(text.toLocaleLowerCase('tr')),
    );
    expect(found).toEqual([]);
  });
});

/**
 * Texts shown alike in both payout modes outside the landing page: the KYC page's subtitle says
 * what verifying opens, which in marketplace mode is not a payout request or a withdrawal.
 */
describe('the KYC page subtitle', () => {
  it('holds in both payout modes, in English and Turkish', () => {
    expect(catalogs.en.kyc.subtitle).not.toMatch(/payouts?|withdraw/i);
    expect(catalogs.tr.kyc.subtitle.toLocaleLowerCase('tr')).not.toMatch(
      /para çek|hesabınıza çek|bakiyenizi .*çek/u,
    );
  });
});
