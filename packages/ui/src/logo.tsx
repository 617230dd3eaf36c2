/** The Köprü mark (a bridge arc over water) and wordmark. */
export function Logo({ className, label = 'Köprü' }: { className?: string; label?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-semibold tracking-tight ${className ?? ''}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path
          d="M5 20c3-7 7-10 11-10s8 3 11 10"
          fill="none"
          stroke="white"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path d="M9 20v-4M16 20v-10M23 20v-4" stroke="white" strokeWidth="2" strokeLinecap="round" />
        <path d="M4 24h24" stroke="#fca5a5" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="text-lg text-slate-900">{label}</span>
    </span>
  );
}
