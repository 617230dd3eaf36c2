/** A card's title and, under it, what the section holds. */
export function SectionHeader({ title, text }: { title: string; text?: string }) {
  return (
    <div className="border-b border-slate-100 px-5 py-4">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
    </div>
  );
}
