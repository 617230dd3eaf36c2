import { checkout as enCheckout } from '@kopru/i18n/locales/en/checkout';
import { common as enCommon } from '@kopru/i18n/locales/en/common';
import { errors as enErrors } from '@kopru/i18n/locales/en/errors';
import { checkout as trCheckout } from '@kopru/i18n/locales/tr/checkout';
import { common as trCommon } from '@kopru/i18n/locales/tr/common';
import { errors as trErrors } from '@kopru/i18n/locales/tr/errors';
import { initI18n } from '@kopru/i18n/setup';

/** Only the namespaces the payer sees, in the payer's browser language. */
export const i18n = initI18n({
  resources: {
    en: { common: enCommon, errors: enErrors, checkout: enCheckout },
    tr: { common: trCommon, errors: trErrors, checkout: trCheckout },
  },
  detectFromBrowser: true,
});
