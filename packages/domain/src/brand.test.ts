import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  logoDisplaySize,
  normalizeHexColor,
  passesWhiteTextAA,
  relativeLuminance,
  whiteTextContrast,
} from './brand.ts';
import { detectFileType } from './file-types.ts';
import { brandColorSchema } from './schemas/brand.ts';

describe('WCAG contrast', () => {
  // Reference values: WCAG 2.x definitions, as WebAIM's contrast checker reports them.
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4],
    ['#0f766e', '#ffffff', 5.47],
  ])('%s against %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  it('measures luminance from black 0 to white 1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('passes white text at 4.5:1 and above only (AA, normal text)', () => {
    expect(passesWhiteTextAA('#767676')).toBe(true);
    expect(passesWhiteTextAA('#777777')).toBe(false);
    expect(passesWhiteTextAA('#facc15')).toBe(false);
    expect(whiteTextContrast('#777777')).toBe(4.47);
  });
});

describe('brand colour', () => {
  it('normalises six-digit hex and refuses anything else', () => {
    expect(normalizeHexColor(' #1E3A8A ')).toBe('#1e3a8a');
    for (const bad of ['1e3a8a', '#fff', '#12345g', 'red', '#1234567'])
      expect(normalizeHexColor(bad)).toBeNull();
  });

  it('schema refuses a malformed colour and a light one with their message keys', () => {
    expect(brandColorSchema.parse('#1E3A8A')).toBe('#1e3a8a');
    expect(brandColorSchema.safeParse('blue').error?.issues[0]?.message).toBe('brand.errors.color');
    expect(brandColorSchema.safeParse('#fde047').error?.issues[0]?.message).toBe('brand.errors.contrast');
  });
});

describe('logo', () => {
  it('shows a logo 40 px high, narrower when very wide', () => {
    expect(logoDisplaySize(240, 80)).toEqual({ width: 120, height: 40 });
    expect(logoDisplaySize(2000, 100)).toEqual({ width: 200, height: 10 });
  });

  it('recognises WebP by its RIFF/WEBP header and refuses types not allowed', () => {
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 9, 9, 9, 9, 0x57, 0x45, 0x42, 0x50]);
    expect(detectFileType(webp, ['image/webp'])).toBe('image/webp');
    expect(detectFileType(webp, ['image/png'])).toBeNull();
    const wav = new Uint8Array([0x52, 0x49, 0x46, 0x46, 9, 9, 9, 9, 0x57, 0x41, 0x56, 0x45]);
    expect(detectFileType(wav, ['image/webp'])).toBeNull();
    expect(
      detectFileType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'), ['image/png']),
    ).toBeNull();
  });
});
