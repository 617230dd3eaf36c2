import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog.ts';
import { catalogLeaves, glossaryViolations } from './glossary.ts';

describe('the Turkish glossary', () => {
  it('is followed by every Turkish catalog text', () => {
    const found = glossaryViolations(
      catalogLeaves(catalogs.tr as unknown as Parameters<typeof catalogLeaves>[0]),
    );
    expect(found.map((v) => `${v.key}: “${v.word}” (${v.idea}: use ${v.use})`)).toEqual([]);
  });

  it('catches a forbidden word in the place the glossary forbids it, and only there', () => {
    const found = glossaryViolations([
      ['payouts.title', 'Ödeme geçmişi'],
      ['developers.permissions.resources.payments', 'Ödemeler'],
      ['reconciliation.payments.title', 'Müşteri ödemeleri'],
      ['sme.nav.payouts', 'Para çekme'],
      ['links.status.active', 'Aktif'],
      ['webhooks.log.deliveryStatuses.succeeded', 'Teslim edildi'],
      ['checkout.declines.card', 'Neden: kart reddedildi'],
      ['adminPayouts.reason', 'Neden: {{reason}}'],
      ['landing.advantages.comparison.fee', 'Ücret'],
      ['landing.hero.primary', 'Ücretsiz başla'],
      ['legal.terms.sections.fees.paragraphs.0', '{{fixed}} sabit işlem ücreti'],
      ['payouts.marketplace.where', 'iyzico size düşen tutarı (ücretimiz düşülerek) yatırır.'],
      ['payoutStatement.columns.fee', 'Ücret'],
      ['disputes.detail.fee', 'Harcama itirazı ücreti'],
      ['common.roles.sme', 'KOBİ'],
      ['adminSmes.title', 'KOBİ yönetimi'],
      ['adminUsers.table.actions', 'İşlemler'],
    ]);
    expect(found.map((v) => v.key)).toEqual([
      'payouts.title',
      'developers.permissions.resources.payments',
      'links.status.active',
      'webhooks.log.deliveryStatuses.succeeded',
      'adminPayouts.reason',
      'landing.advantages.comparison.fee',
      'payouts.marketplace.where',
      'payoutStatement.columns.fee',
      'adminSmes.title',
      'adminUsers.table.actions',
    ]);
  });
});
