import { glossaryViolations } from '@kopru/i18n/glossary';
import { describe, expect, it } from 'vitest';
import { defaultFaq, defaultTestimonials } from './defaults.ts';
import { columnsOf } from './mapping.ts';

/**
 * The seeded FAQ and testimonials are Turkish text the landing page serves outside the catalogs:
 * the glossary holds for them too, read as landing (marketing) copy.
 */
describe('the seeded landing content', () => {
  const texts = [...defaultFaq(), ...defaultTestimonials()].flatMap((input, index) => {
    const row = columnsOf(input);
    return [
      [`landing.seeded.${input.kind}.${index}.title`, row.titleTr ?? ''],
      [`landing.seeded.${input.kind}.${index}.body`, row.bodyTr ?? ''],
      [`landing.seeded.${input.kind}.${index}.authorRole`, row.authorRoleTr ?? ''],
    ] as [string, string][];
  });

  it('follows the Turkish glossary', () => {
    expect(texts.some(([, text]) => text.length > 0)).toBe(true);
    expect(glossaryViolations(texts).map((v) => `${v.key}: “${v.word}” (use ${v.use})`)).toEqual([]);
  });

  it('promises no timing: the release delay and the reserve are the operator’s settings (issue 41)', () => {
    const all = [...defaultFaq(), ...defaultTestimonials()].flatMap((input) =>
      Object.values(columnsOf(input)),
    );
    const promises = /couple of days|a few days|within \d+ days|birkaç gün|\d+ gün içinde/i;
    expect(all.filter((text) => typeof text === 'string' && promises.test(text))).toEqual([]);
  });

  it('is checked: a forbidden word in a seeded text is found', () => {
    const [key] = texts[0] ?? ['landing.seeded.faq.0.title'];
    expect(glossaryViolations([[key, 'Kayıt ol ve ödeme talep et']]).length).toBeGreaterThan(0);
  });
});
