import { catalogs } from '@kopru/i18n/catalog';
import { describe, expect, it } from 'vitest';
import { merchantAccountTypes, platformAccountTypes } from '../../db/schema/ledger-accounts.ts';

/** The transaction page names every ledger account in the reader's language, never by its key. */
describe('ledger account labels', () => {
  it.each(['en', 'tr'] as const)('every account type has a label (%s)', (lang) => {
    const labels: Record<string, string> = catalogs[lang].refunds.detail.accounts;
    for (const type of [...merchantAccountTypes, ...platformAccountTypes]) {
      expect(labels[type], type).toBeTruthy();
    }
  });
});
