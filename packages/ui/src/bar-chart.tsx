export interface BarDatum {
  /** Short label under the bar (e.g. a day). */
  label: string;
  value: number;
  /** The value as people read it (e.g. "$1,250.00"). */
  display: string;
}

/**
 * A small bar chart in SVG. Screen readers get a table of the same figures instead of the drawing.
 */
export function BarChart({ data, title, emptyText }: { data: BarDatum[]; title: string; emptyText: string }) {
  const max = Math.max(0, ...data.map((d) => d.value));
  if (max === 0) return <p className="py-10 text-center text-sm text-slate-500">{emptyText}</p>;
  const width = 600;
  const height = 160;
  const gap = 2;
  const barWidth = width / data.length - gap;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height + 18}`}
        className="h-auto w-full"
        aria-hidden="true"
        role="presentation"
      >
        {data.map((d, i) => {
          const barHeight = Math.max(d.value > 0 ? 2 : 0, (d.value / max) * height);
          return (
            <g key={d.label}>
              <rect
                x={i * (barWidth + gap)}
                y={height - barHeight}
                width={barWidth}
                height={barHeight}
                rx={2}
                className="fill-brand-600"
              >
                <title>{`${d.label}: ${d.display}`}</title>
              </rect>
              {i % 5 === 0 && (
                <text x={i * (barWidth + gap)} y={height + 14} className="fill-slate-500 text-[11px]">
                  {d.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {data
            .filter((d) => d.value > 0)
            .map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{d.display}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
