import { limitVariables } from '@kopru/i18n/limits';
import { describe, expect, it } from 'vitest';
import { checkoutTexts, checkoutVariables } from './i18n.ts';

type Tree = { readonly [key: string]: string | Tree };

const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

const limitsNamedIn = (tree: Tree): string[] =>
  texts(tree)
    .flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? ''))
    .filter((name) => name in limitVariables);

describe("the checkout's translator", () => {
  it('is given every product limit its texts name, in both languages', () => {
    for (const lang of ['en', 'tr'] as const)
      for (const name of limitsNamedIn(checkoutTexts[lang]))
        expect(checkoutVariables, name).toHaveProperty(name);
  });

  it('carries no product limit its texts do not name', () => {
    const named = new Set([...limitsNamedIn(checkoutTexts.en), ...limitsNamedIn(checkoutTexts.tr)]);
    const carried = Object.keys(checkoutVariables).filter((name) => name in limitVariables);
    expect(carried.filter((name) => !named.has(name))).toEqual([]);
  });
});
