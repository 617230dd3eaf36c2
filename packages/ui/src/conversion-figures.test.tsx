import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConversionFigures } from './conversion-figures.tsx';

const i18n = initI18n({ resources: catalogs });
afterEach(cleanup);

const conversion = {
  referenceRate: '42.441500',
  rateDate: '2026-11-26',
  rateSource: 'tcmb' as const,
  appliedRate: '42.017085',
  spreadBasisPoints: 100,
  spreadMinor: 42_441,
  feeMinor: 2_500,
};

describe('the figures of a conversion to lira', () => {
  it('shows every figure in English', async () => {
    await i18n.changeLanguage('en');
    render(<ConversionFigures conversion={conversion} currency="USD" tryAmount={4_199_209} />);
    expect(screen.getByText('1 USD = 42.4415 TRY')).toBeTruthy();
    expect(screen.getByText('TCMB indicative selling rate of Nov 26, 2026')).toBeTruthy();
    expect(screen.getByText('1 USD = 42.017085 TRY')).toBeTruthy();
    expect(screen.getByText('1% (TRY 424.41)')).toBeTruthy();
    expect(screen.getByText('TRY 25.00')).toBeTruthy();
    expect(screen.getByText('TRY 41,992.09')).toBeTruthy();
  });

  it('shows every figure in Turkish, and no fee as none', async () => {
    await i18n.changeLanguage('tr');
    render(
      <ConversionFigures conversion={{ ...conversion, feeMinor: 0 }} currency="USD" tryAmount={4_201_709} />,
    );
    expect(screen.getByText('1 USD = 42,4415 TRY')).toBeTruthy();
    expect(screen.getByText('%1 (₺424,41)')).toBeTruthy();
    expect(screen.getByText('Yok')).toBeTruthy();
    expect(screen.getByText('₺42.017,09')).toBeTruthy();
  });
});
