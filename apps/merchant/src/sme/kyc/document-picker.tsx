import { kycDocumentAccept } from '@kopru/domain/kyc';
import { formatFileSize } from '@kopru/i18n/format';
import { FileDropZone } from '@kopru/ui/file-drop-zone';
import { FileText, ImageIcon, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Picks documents by button or drag and drop, lists them with their size, and removes them. */
export function DocumentPicker({
  files,
  onAdd,
  onRemove,
  errors,
  disabled,
  hint,
}: {
  /** What to send, when it is not the KYC documents' hint. */
  hint?: string;
  files: File[];
  onAdd(files: File[]): void;
  onRemove(file: File): void;
  errors: string[];
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={errors.length > 0 ? `${errorId} ${hintId}` : hintId}>
      <legend className="block text-sm font-medium text-slate-800">{t('kyc.form.documents')}</legend>
      <p id={hintId} className="text-xs text-slate-500">
        {hint ?? t('kyc.form.documentsHint')}
      </p>
      <FileDropZone
        label={t('kyc.form.documents')}
        prompt={t('kyc.form.dropPrompt')}
        orText={t('kyc.form.dropOr')}
        chooseLabel={t('kyc.form.choose')}
        accept={kycDocumentAccept}
        disabled={disabled}
        invalid={errors.length > 0}
        describedBy={errors.length > 0 ? `${errorId} ${hintId}` : hintId}
        onFiles={onAdd}
      />
      <div id={errorId} role="alert" className="space-y-1 text-sm text-red-700">
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
      {files.length > 0 && (
        <section aria-label={t('kyc.form.selected')}>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {files.map((file) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className="flex items-center gap-3 px-3 py-2"
              >
                {file.type.startsWith('image/') ? (
                  <ImageIcon aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                ) : (
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900">{file.name}</span>
                  <span className="block text-xs text-slate-500">
                    {formatFileSize(file.size, i18n.language)}
                  </span>
                </span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onRemove(file)}
                  aria-label={t('kyc.form.remove', { name: file.name })}
                  className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-red-700 disabled:opacity-50"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </fieldset>
  );
}
