import { errorCodes } from '@kopru/domain/errors';
import { knownAuditActions } from '@kopru/domain/schemas/audit';
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog.ts';
import { limitVariables } from './limits.ts';
import { interpolate } from './translate.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  const en = leaves(catalogs.en as unknown as Tree);
  const tr = leaves(catalogs.tr as unknown as Tree);

  it('have the same keys in English and Turkish', () => {
    expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...en, ...tr]) expect(text.trim(), key).not.toBe('');
  });

  it('give every control named xLabel a name that contains its visible text x (WCAG 2.5.3)', () => {
    // Compared as axe-core's label-content-name-mismatch does (lower case, spaces folded): a voice
    // user says what is on the button. Turkish "İptal et" lower-cases to "i̇ptal et", so the name
    // keeps the visible words as they are written on the control.
    const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
    for (const texts of [en, tr]) {
      for (const [key, name] of texts) {
        const visible = key.endsWith('Label') ? texts.get(key.slice(0, -'Label'.length)) : undefined;
        if (visible !== undefined) expect(fold(name), key).toContain(fold(visible));
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of en) expect(placeholders(tr.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('name the product’s limits through their constants, never as a hand-written number', () => {
    // A number right before a unit of a limit: "10 MB", "5 belge", "15 seconds", "500 karakter".
    const handWritten =
      /\d+\s*(?:MB|KB|saniye|seconds?|saat|hours?|gün|days?|belge|documents?|dosya|files?|karakter|characters?|etkin API|active API|API anahtar|webhook uç|webhook endpoints?)(?![\p{L}])/iu;
    // Not limits: choices offered as such (the roll grace options), the fixed 30-day window the
    // overview's data is named after (revenue30d), and legal commitments (notice periods).
    const choices = [
      'developers.roll.graces.',
      'sme.overview.revenue30d',
      'sme.overview.noRevenue',
      'admin.overview.volume30d',
      'admin.overview.noVolume30d',
      'legal.',
    ];
    const found = [...en, ...tr]
      .filter(([key, text]) => handWritten.test(text) && !choices.some((prefix) => key.startsWith(prefix)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
    for (const [key, text] of [...en, ...tr])
      for (const name of placeholders(text))
        if (name && name in limitVariables) expect(interpolate(text), key).not.toContain(`{{${name}}}`);
  });

  it('translate every error code the API answers with', () => {
    for (const code of errorCodes) {
      expect(en.get(`errors.${code}`), code).toBeTruthy();
      expect(tr.get(`errors.${code}`), code).toBeTruthy();
    }
  });

  it('label every audit action the platform records, for the admin audit log', () => {
    for (const action of knownAuditActions)
      expect(en.get(`adminAudit.actions.${action}`), action).toBeTruthy();
  });
});
