import { useTranslation } from 'react-i18next';

/**
 * Translates keys known only at run time (error codes, validation keys from the server).
 * An unknown key falls back to a generic message instead of showing the raw key.
 */
export function useMessage() {
  const { t, i18n } = useTranslation();
  return (key: string, vars?: Record<string, unknown>): string => {
    const translate = t as unknown as (key: string, vars?: Record<string, unknown>) => string;
    return i18n.exists(key) ? translate(key, vars) : translate('common.somethingWentWrong');
  };
}
