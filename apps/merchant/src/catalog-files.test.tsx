import { texts } from '@kopru/i18n/all-texts';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n.ts';

describe('the catalog files a page asks for', () => {
  it('are merged into the language once each, however many pages ask for them', async () => {
    const merge = vi.spyOn(i18n, 'addResourceBundle');
    await texts(['landing', 'auth']);
    await Promise.all([texts(['landing']), texts(['landing', 'auth'])]);
    expect(merge).toHaveBeenCalledTimes(1);
    expect(Object.keys(merge.mock.calls[0]?.[2] ?? {}).sort()).toEqual([
      'auth',
      'errors',
      'landing',
      'validation',
    ]);

    await texts('all');
    expect(merge).toHaveBeenCalledTimes(2);
    // Only what was not there yet: every console's texts, not the sign-in pages' again.
    const rest = Object.keys(merge.mock.calls[1]?.[2] ?? {});
    expect(rest).toContain('sme');
    expect(rest).not.toContain('auth');
    expect(i18n.exists('auth.login.title')).toBe(true);
    expect(i18n.exists('sme.nav.overview')).toBe(true);
  });
});
