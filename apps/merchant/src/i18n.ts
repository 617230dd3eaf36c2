import { addressVariables } from '@kopru/api-client/client';
import { loadCatalog } from '@kopru/i18n/catalog-on-demand';
import { initI18nOnDemand } from '@kopru/i18n/setup';

/** Awaited here, so the app renders only once the shown language's catalog has arrived. */
export const i18n = await initI18nOnDemand({ load: loadCatalog, variables: addressVariables });
