import { TextField } from '@kopru/ui/field';
import { useTranslation } from 'react-i18next';
import { MetadataEditor } from '../metadata-editor.tsx';
import { Section, type SectionProps } from './link-form-sections.tsx';

/** The merchant's own reference and key-value pairs; each payment through the link copies them. */
export function ReferenceSection({ form, error, disabled }: SectionProps) {
  const { t } = useTranslation();
  const metadata = form.watch('metadata');
  const filled = Boolean(form.watch('clientReference')) || metadata.length > 0;
  const failing =
    Boolean(error('clientReference')) ||
    metadata.some((_, index) => error(`metadata.${index}.key`) || error(`metadata.${index}.value`)) ||
    Boolean(error('metadata.root'));
  return (
    <Section title={t('metadata.section')} open={filled || failing}>
      <p className="text-sm text-slate-600">{t('metadata.inherited')}</p>
      <TextField
        label={t('metadata.clientReference')}
        placeholder="INV-2026-0042"
        {...form.register('clientReference')}
        hint={t('metadata.clientReferenceHint')}
        error={error('clientReference')}
        autoComplete="off"
        disabled={disabled}
      />
      <MetadataEditor control={form.control} register={form.register} error={error} disabled={disabled} />
    </Section>
  );
}
