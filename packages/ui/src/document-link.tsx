import { formatFileSize } from '@kopru/i18n/format';
import { FileText, ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** One uploaded document in a list: its kind's icon, a link that opens it in a new tab, and its size. */
export function DocumentLink({
  href,
  fileName,
  sizeBytes,
  contentType,
  openLabel,
}: {
  href: string;
  fileName: string;
  sizeBytes: number;
  contentType?: string;
  /** Accessible name of the link; it must contain the file name. */
  openLabel: string;
}) {
  const { i18n } = useTranslation();
  const Icon = contentType && contentType !== 'application/pdf' ? ImageIcon : FileText;
  return (
    <li className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={openLabel}
        className="min-w-0 truncate font-medium text-brand-700 hover:underline"
      >
        {fileName}
      </a>
      <span className="shrink-0 text-xs text-slate-500">{formatFileSize(sizeBytes, i18n.language)}</span>
    </li>
  );
}

interface ListedDocument {
  id: string;
  fileName: string;
  sizeBytes: number;
  contentType?: string;
}

/** Uploaded documents, one DocumentLink each; `hrefOf` says where each opens, `openLabel` names its link. */
export function DocumentList<D extends ListedDocument>({
  documents,
  hrefOf,
  openLabel,
}: {
  documents: readonly D[];
  hrefOf(document: D): string;
  openLabel(fileName: string): string;
}) {
  return (
    <ul className="mt-1 space-y-1.5">
      {documents.map((document) => (
        <DocumentLink
          key={document.id}
          href={hrefOf(document)}
          fileName={document.fileName}
          sizeBytes={document.sizeBytes}
          contentType={document.contentType}
          openLabel={openLabel(document.fileName)}
        />
      ))}
    </ul>
  );
}
