import { addressVariables } from '@kopru/api-client/client';
import { initI18nOnDemand } from '@kopru/i18n/setup';

/**
 * Awaited here, so the app renders only once the frame's texts of the shown language have
 * arrived; every page loads the texts it needs with its code (lazyPage).
 */
export const i18n = await initI18nOnDemand({ first: ['common'], variables: addressVariables });
