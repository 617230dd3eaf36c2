import { addressVariables } from '@kopru/api-client/client';
import { createLightI18n } from '@kopru/i18n/light';
import { checkout as enCheckout } from '@kopru/i18n/locales/en/checkout';
import { common as enCommon } from '@kopru/i18n/locales/en/common';
import { payerErrors as enErrors } from '@kopru/i18n/locales/en/payer-errors';
import { validation as enValidation } from '@kopru/i18n/locales/en/validation';
import { checkout as trCheckout } from '@kopru/i18n/locales/tr/checkout';
import { common as trCommon } from '@kopru/i18n/locales/tr/common';
import { payerErrors as trErrors } from '@kopru/i18n/locales/tr/payer-errors';
import { validation as trValidation } from '@kopru/i18n/locales/tr/validation';

/** Only the namespaces the payer sees; the language follows the payer's browser and can be switched. */
export const checkoutTexts = {
  en: { common: enCommon, errors: enErrors, validation: enValidation, checkout: enCheckout },
  tr: { common: trCommon, errors: trErrors, validation: trValidation, checkout: trCheckout },
};

/**
 * What the texts may name besides a call's own values. A product limit a checkout text names is
 * added here, not every limit (none is named today): i18n.test.ts fails when one is missing.
 */
export const checkoutVariables: object = addressVariables;

export const { I18nProvider, useI18n } = createLightI18n(checkoutTexts, checkoutVariables);
