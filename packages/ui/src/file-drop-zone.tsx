import { Upload } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from './cn.tsx';

export interface FileDropZoneProps {
  /** Names the hidden file input (what the button opens) for assistive technology. */
  label: string;
  prompt: ReactNode;
  orText: ReactNode;
  chooseLabel: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the hint and error that describe the control. */
  describedBy?: string | undefined;
  onFiles(files: File[]): void;
}

/**
 * Files by drag and drop or through a real button that opens the picker, so the keyboard and
 * screen readers get the same path as the mouse.
 */
export function FileDropZone({
  label,
  prompt,
  orText,
  chooseLabel,
  accept,
  multiple = true,
  disabled = false,
  invalid = false,
  describedBy,
  onFiles,
}: FileDropZoneProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <section
      aria-label={label}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm text-slate-600',
        dragging ? 'border-brand-600 bg-brand-50' : invalid ? 'border-red-400' : 'border-slate-300',
        disabled && 'opacity-60',
      )}
    >
      <Upload aria-hidden="true" className="hidden size-6 text-brand-700 sm:block" />
      <p className="hidden font-medium text-slate-800 sm:block">{prompt}</p>
      <p className="hidden sm:block">{orText}</p>
      <button
        type="button"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
        className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed"
      >
        {chooseLabel}
      </button>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="hidden"
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </section>
  );
}
