import { addressVariables } from '@kopru/api-client/client';
import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';

export const i18n = initI18n({ resources: catalogs, variables: addressVariables });
