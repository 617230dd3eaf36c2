import { usePublicConfig } from '@kopru/api-client/auth';
import { OPERATOR_NAME, SUPPORT_EMAIL } from '@kopru/domain/constants';

export interface SiteContact {
  email: string;
  operator: string;
}

/** The support address and the operator's legal name as this deployment configures them. */
export function useSiteContact(): SiteContact {
  const config = usePublicConfig().data;
  return { email: config?.supportEmail ?? SUPPORT_EMAIL, operator: config?.operatorName ?? OPERATOR_NAME };
}
