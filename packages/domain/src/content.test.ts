import { describe, expect, it } from 'vitest';
import { isAnnouncementActive, publicContentOf, showText } from './content.ts';
import type { AnnouncementEntry, ContentEntry } from './schemas/content.ts';
import { contentInputSchema, isSafeLink } from './schemas/content.ts';

const meta = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

function announcement(overrides: Partial<AnnouncementEntry> = {}): AnnouncementEntry {
  return {
    ...meta,
    id: 'cnt_a',
    kind: 'announcement',
    position: 0,
    visible: true,
    message: { en: 'New: EUR payouts', tr: '' },
    linkUrl: '',
    linkLabel: { en: '', tr: '' },
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}

describe('showText', () => {
  it('uses the Turkish text when there is one', () => {
    expect(showText({ en: 'Fees', tr: 'Ücretler' }, 'tr')).toEqual({ text: 'Ücretler', lang: 'tr' });
  });

  it('falls back to English when the Turkish text is empty or blank', () => {
    expect(showText({ en: 'Fees', tr: '  ' }, 'tr')).toEqual({ text: 'Fees', lang: 'en' });
  });
});

describe('publicContentOf', () => {
  it('keeps visible entries in position order and skips hidden ones', () => {
    const entries: ContentEntry[] = [
      {
        ...meta,
        id: 'b',
        kind: 'faq',
        position: 2,
        visible: true,
        question: { en: 'B', tr: '' },
        answer: { en: 'b', tr: '' },
      },
      {
        ...meta,
        id: 'a',
        kind: 'faq',
        position: 1,
        visible: true,
        question: { en: 'A', tr: 'A-tr' },
        answer: { en: 'a', tr: '' },
      },
      {
        ...meta,
        id: 'c',
        kind: 'faq',
        position: 0,
        visible: false,
        question: { en: 'C', tr: '' },
        answer: { en: 'c', tr: '' },
      },
    ];
    const content = publicContentOf(entries, 'tr', new Date());
    expect(content.faq.map((item) => item.id)).toEqual(['a', 'b']);
    expect(content.faq[0]?.question).toEqual({ text: 'A-tr', lang: 'tr' });
    expect(content.faq[0]?.answer).toEqual({ text: 'a', lang: 'en' });
  });

  it('shows the first active announcement only', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const entries: ContentEntry[] = [
      announcement({ id: 'hidden', position: 0, visible: false }),
      announcement({ id: 'future', position: 1, startsAt: '2026-07-01T00:00:00Z' }),
      announcement({
        id: 'now',
        position: 2,
        linkUrl: '/register',
        linkLabel: { en: 'Sign up', tr: 'Kaydol' },
      }),
      announcement({ id: 'later', position: 3 }),
    ];
    const content = publicContentOf(entries, 'tr', now);
    expect(content.announcement).toEqual({
      id: 'now',
      message: { text: 'New: EUR payouts', lang: 'en' },
      link: { url: '/register', label: { text: 'Kaydol', lang: 'tr' } },
    });
  });
});

describe('isAnnouncementActive', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('ends at its end time', () => {
    expect(isAnnouncementActive(announcement({ endsAt: '2026-06-01T12:00:00Z' }), now)).toBe(false);
    expect(isAnnouncementActive(announcement({ endsAt: '2026-06-01T12:00:01Z' }), now)).toBe(true);
  });
});

describe('content input', () => {
  it('accepts an FAQ entry without Turkish texts', () => {
    const parsed = contentInputSchema.parse({
      kind: 'faq',
      question: { en: ' How fast? ' },
      answer: { en: 'Quickly.' },
    });
    expect(parsed).toMatchObject({ question: { en: 'How fast?', tr: '' }, visible: true });
  });

  it('refuses an announcement link that could run script', () => {
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('//evil.example')).toBe(false);
    expect(isSafeLink('http://plain.example')).toBe(false);
    expect(isSafeLink('https://kopru.example/blog')).toBe(true);
    expect(isSafeLink('/register')).toBe(true);
  });
});
