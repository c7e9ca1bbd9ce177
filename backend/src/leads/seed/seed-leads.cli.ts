import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { CSV_HEADER, csvLine, generateLeadRows } from './lead-generator';

const USAGE = 'Usage: npm run seed:leads -- --rows N [--seed S] [--out file.csv]   (CSV to stdout without --out)';

/** Writes N synthetic leads as CSV (headers the CSV Upload screen maps automatically). */
async function main(args: string[]): Promise<void> {
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  const rows = Number(option('--rows') ?? '1000');
  const seed = Number(option('--seed') ?? '42');
  if (!Number.isInteger(rows) || rows < 1 || !Number.isInteger(seed)) {
    console.error(USAGE);
    process.exit(2);
  }
  const file = option('--out');
  const out = file ? createWriteStream(file) : process.stdout;
  let chunk = csvLine(CSV_HEADER) + '\n';
  for (const row of generateLeadRows(rows, seed)) {
    chunk += csvLine(row) + '\n';
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.write(chunk);
  if (file) {
    (out as ReturnType<typeof createWriteStream>).end();
    await once(out, 'finish');
    console.error(`Wrote ${rows} leads to ${file}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
