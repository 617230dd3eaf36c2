import { useSearchParams } from 'react-router-dom';

/** List filters kept in the URL, so they survive a reload and can be linked to. */
export function useFilterParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const update = (next: Partial<Record<K, string>>) =>
    setParams((previous) => {
      const out = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(next) as [K, string | undefined][]) {
        if (value) out.set(key, value);
        else out.delete(key);
      }
      return out;
    });
  return [values, update] as const;
}
