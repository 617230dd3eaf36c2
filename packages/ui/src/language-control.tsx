import { locales } from '@kopru/domain/locale';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher.tsx';

export function LanguageControl({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <LanguageSwitcher
      className={className}
      label={t('common.language')}
      value={i18n.language}
      options={locales.map((code) => ({ code, name: t(`common.languages.${code}`) }))}
      onChange={(code) => void i18n.changeLanguage(code)}
    />
  );
}
