import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLanguage } from './language.ts';

afterEach(() => vi.unstubAllGlobals());

function browser(stored: string | null, cookie: string, languages: string[]) {
  vi.stubGlobal('localStorage', { getItem: () => stored });
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('navigator', { languages, language: languages[0] });
}

describe('startLanguage', () => {
  it('follows the pick kept in localStorage first', () => {
    browser('en', 'kopru.lang=tr', ['tr-TR']);
    expect(startLanguage()).toBe('en');
  });

  it('follows the kopru.lang cookie the server rendered the page in when localStorage has no pick', () => {
    browser(null, 'other=1; kopru.lang=tr', ['en-US']);
    expect(startLanguage()).toBe('tr');
  });

  it('follows the browser without a pick, and ignores an unknown value', () => {
    browser(null, 'kopru.lang=de', ['tr-TR', 'en']);
    expect(startLanguage()).toBe('tr');
  });
});
