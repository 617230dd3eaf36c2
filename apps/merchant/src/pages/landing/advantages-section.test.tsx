import { texts } from '@kopru/i18n/all-texts';
import type { PaymentTerms } from '@kopru/i18n/release-terms-text';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n.ts';
import { AdvantagesSection } from './advantages-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { publicFigures } from './figures.ts';

await texts('all');
afterEach(cleanup);

const live: PaymentTerms = {
  releaseTerms: { releaseDelayDays: 7, reserveBasisPoints: 1000, reserveDays: 120 },
  payoutsByAcquirer: true,
  withholdingBasisPoints: 100,
};
const sandbox: PaymentTerms = {
  releaseTerms: { releaseDelayDays: 0, reserveBasisPoints: 0, reserveDays: 120 },
  payoutsByAcquirer: false,
  withholdingBasisPoints: 0,
};

async function payoutRow(language: 'en' | 'tr', terms: PaymentTerms | undefined, termsFailed = false) {
  await i18n.changeLanguage(language);
  const figures = publicFigures(language, { email: 'destek@ornek.com.tr', operator: 'Köprü' });
  render(<AdvantagesSection figures={figures} terms={terms} termsFailed={termsFailed} />);
  const [kopru] = within(screen.getByTestId('comparison-payout')).getAllByRole('cell');
  if (!kopru) throw new Error('no Köprü cell');
  return kopru;
}

describe('the comparison row on when the money arrives', () => {
  it('says the configured terms in English: release, iyzico’s schedule, reserve and withholding', async () => {
    const cell = await payoutRow('en', live);
    expect(cell.textContent).toBe(
      'Released 7 days after the paymentthen iyzico pays it on its own schedule · 10% reserve held for 120 days · 1% withholding tax',
    );
  });

  it('says them in Turkish', async () => {
    const cell = await payoutRow('tr', live);
    expect(cell.textContent).toBe(
      'Ödemeden 7 gün sonra serbest bırakılırsonra iyzico kendi takvimiyle yatırır · 120 gün boyunca %10 teminat · %1 stopaj',
    );
  });

  it('says nothing of a reserve or withholding the configuration does not hold (platform mode, no delay)', async () => {
    const cell = await payoutRow('en', sandbox);
    expect(cell.textContent).toBe(
      'Released as soon as the payment succeedsthen you withdraw it: 1–2 business days after approval',
    );
  });

  it('shows that the terms are loading until the configuration arrives, and that they failed if it does not', async () => {
    const loading = await payoutRow('en', undefined);
    expect(within(loading).getByRole('status').textContent).toContain('Loading');
    cleanup();
    const failed = await payoutRow('en', undefined, true);
    expect(failed.textContent).toBe('This section could not be loaded.');
  });
});

describe('the FAQ', () => {
  it('shows the answer as the API filled it in', async () => {
    await i18n.changeLanguage('en');
    const answer = 'We release each payment, less our fee, to iyzico 7 days after it succeeds.';
    render(
      <FaqSection
        items={[
          {
            id: 'faq-1',
            question: { text: 'When do I receive my money?', lang: 'en' },
            answer: { text: answer, lang: 'en' },
          },
        ]}
        failed={false}
        onRetry={() => {}}
        figures={publicFigures('en', { email: 'support@kopru.example', operator: 'Köprü' })}
      />,
    );
    expect(screen.getByText(answer)).toBeTruthy();
  });
});
