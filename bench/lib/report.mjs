// Formats bench results as a Markdown table (readable in a terminal, pasteable into docs).

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const ms = (value) => (value === null || value === undefined ? '-' : value.toFixed(2));

/** @param {Array<{ name: string, result: any }>} rows */
export function formatTable(rows) {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'];
  const body = rows.map(({ name, result }) =>
    result.ok
      ? [
          name,
          decimal.format(result.requestsPerSecond),
          ms(result.latencyMs.p50),
          ms(result.latencyMs.p95),
          ms(result.latencyMs.p99),
          integer.format(result.responses),
          integer.format(result.non2xx),
          integer.format(result.errors),
        ]
      : [name, 'skipped', '-', '-', '-', '-', '-', '-'],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}
