// Downloads per day as an SVG bar chart rendered on the server: no chart library and no JavaScript
// in the browser, scales with the container, follows the theme through CSS variables, and carries a
// text summary plus a data table for screen readers.
type Point = { day: string; count: number };

const WIDTH = 600;
const HEIGHT = 140;
const PAD = { top: 10, right: 8, bottom: 22, left: 36 };

function niceMax(n: number): number {
  if (n <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((m) => m >= n)!;
}

export function DownloadsChart({ points, days }: { points: Point[]; days: number }) {
  const total = points.reduce((a, p) => a + p.count, 0);
  const max = niceMax(Math.max(...points.map((p) => p.count), 0));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = plotW / points.length;
  const barW = Math.max(1, step * 0.75);
  const y = (n: number) => PAD.top + plotH - (n / max) * plotH;
  const peak = points.reduce((best, p) => (p.count > best.count ? p : best), points[0] ?? { day: "", count: 0 });
  const summary = `${total} downloads in the last ${days} days${peak?.count ? `; peak ${peak.count} on ${peak.day}` : ""}.`;
  return (
    <figure className="chart" data-testid="downloads-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Downloads per day. ${summary}`}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max * f)} y2={y(max * f)} className="chart-grid" />
            <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" className="chart-label">{Math.round(max * f)}</text>
          </g>
        ))}
        {points.map((p, i) => (
          <rect key={p.day} x={PAD.left + i * step + (step - barW) / 2} y={y(p.count)} width={barW} height={Math.max(0, PAD.top + plotH - y(p.count))} className="chart-bar">
            <title>{`${p.day}: ${p.count}`}</title>
          </rect>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} className="chart-label">{points[0]?.day}</text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="chart-label">{points[points.length - 1]?.day}</text>
      </svg>
      <figcaption className="muted">{summary}</figcaption>
      <details className="chart-data">
        <summary>Data table</summary>
        <table>
          <thead><tr><th scope="col">Day</th><th scope="col">Downloads</th></tr></thead>
          <tbody>{points.filter((p) => p.count > 0).map((p) => <tr key={p.day}><td>{p.day}</td><td>{p.count}</td></tr>)}</tbody>
        </table>
      </details>
    </figure>
  );
}
