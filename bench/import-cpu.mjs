// The CPU an import spends per row on the server's main thread, without a database: `node bench/import-cpu.mjs`.
//
// A SQLite import is bound by its main thread (it reads, parses, maps and de-duplicates while the writer's thread
// inserts), and on a noisy machine the whole-import figures of bench/leads.mjs move by more than one change to that
// work saves. This bench runs the same steps in one process, on generated rows (seed 42): CsvRecordReader, mapCells,
// prepareLead and the upsert's own JavaScript in batches (of 5,000), each handed over in groups (of 500) as it is read
// (upsertLeadGroups, as the import does on SQLite; upsertLeads whole where a build has no groups), against a stand-in
// for the database that answers the few reads the upsert makes (no lead exists yet, ids from 1) and posts the
// statements to a thread that drops them, as they are posted to the writer's. It prints the CPU time per row of each
// round (the process's: the sink's share is small) and the median, and what the round's scavenges did with what the
// rows held: the bytes a row they copied within the young generation and promoted to the old one, and the collections'
// count. A row held until its batch is written is copied, then promoted, and what is promoted brings on full
// collections: unlike the CPU time, these figures hardly move with the machine.
//
// To compare two builds side by side: BENCH_COMPARE_MAIN names the other build's main.js (e.g. a copy of backend/dist
// made before a change); rounds of the two then alternate in one process. BENCH_MAIN: this build's. Settings:
// BENCH_IMPORT_CPU_ROWS (default 100000), BENCH_IMPORT_CPU_ROUNDS (default 5), BENCH_IMPORT_CPU_BATCH (rows per upsert,
// default 5000), BENCH_IMPORT_CPU_GROUP (rows per group of a batch, default 500; 0: whole batches). Run node as the
// server is run for a like young generation: NODE_OPTIONS=--max-semi-space-size=16 (docker/allocator-env.json).
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { GCProfiler } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { BACKEND_MAIN } from './lib/server.mjs';

const require = createRequire(import.meta.url);
const ROWS = Number(process.env.BENCH_IMPORT_CPU_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_IMPORT_CPU_ROUNDS ?? 5);
/** The import's batch (BATCH_ROWS in csv-import.service.ts), or another to see what its size costs. */
const BATCH_ROWS = Number(process.env.BENCH_IMPORT_CPU_BATCH ?? 5000);
/** Rows per group a batch is handed over in (GROUP_ROWS in csv-import.service.ts); 0: whole batches. */
const GROUP_ROWS = Number(process.env.BENCH_IMPORT_CPU_GROUP ?? 500);
/**
 * Bytes of the file read at a time (IMPORT_READ_BYTES in csv-decode.ts), each decoded at whole characters as the import
 * decodes them. Not characters of one string made in memory: V8 kept the text of 150k generated rows (53.8M
 * characters, all Latin-1) as a two-byte string, so each chunk sliced from it was a two-byte copy of 128 KB, which the
 * import never reads (a file's bytes decode to one-byte strings where they can). Measured so, a round promoted about
 * 1,000 bytes a row and took 23-28 µs a row, against 4-8 bytes and 14-17 µs with the same text made one-byte.
 */
const CHUNK_BYTES = 64 * 1024;

/** The modules of one build (the directory of its main.js). */
function build(main) {
  const at = (file) => require(resolve(dirname(main), file));
  return {
    main,
    records: at('leads/csv-records.js'),
    mapping: at('leads/csv-mapping.js'),
    writer: at('leads/adapters/sql/sql-lead-writer.js'),
    generator: at('leads/seed/lead-generator.js'),
  };
}

/**
 * A thread that drops what it is sent: statements are posted to it as to SQLite's writer thread, so their structured
 * clone (the main thread's part of sending them) is measured.
 */
const sink = new Worker("require('node:worker_threads').parentPort.on('message', () => {});", { eval: true });

/** Answers upsertLeads' reads as an empty SQLite lead index would; every statement is posted to the sink. */
function noDatabase() {
  let nextId = 1;
  const db = {
    dialect: 'sqlite',
    async run(sql, params = []) {
      if (sql.includes('lead_id_seq')) nextId += Number(params[0]);
      sink.postMessage({ id: 0, op: 'send', sql, params });
    },
    async all(sql) {
      return sql.includes('next_id') ? [{ next_id: nextId }] : [];
    },
    transaction: (work) => work(db),
  };
  return db;
}

/** The generated file's bytes (UTF-8). */
function csvBytes(generator) {
  const lines = [generator.csvLine(generator.CSV_HEADER)];
  for (const row of generator.generateLeadRows(ROWS, 42)) lines.push(generator.csvLine(row));
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

const usedIn = (space, name) => space.heapSpaceStatistics.find((s) => s.spaceName === name)?.spaceUsedSize ?? 0;

/**
 * What the collections of a GCProfiler's statistics did: scavenges and full collections, and the bytes the scavenges
 * left in the young generation (copied there) and added to the old (promoted).
 */
function collections(statistics) {
  const done = { scavenges: 0, full: 0, copied: 0, promoted: 0 };
  for (const gc of statistics) {
    if (gc.gcType !== 'Scavenge') {
      if (gc.gcType === 'MarkSweepCompact') done.full++;
      continue;
    }
    done.scavenges++;
    done.copied += usedIn(gc.afterGC, 'new_space');
    done.promoted += Math.max(0, usedIn(gc.afterGC, 'old_space') - usedIn(gc.beforeGC, 'old_space'));
  }
  return done;
}

/** One import of the file's rows: the CPU milliseconds it took, the rows it wrote and its collections. */
async function importOnce(modules, bytes) {
  const reader = new modules.records.CsvRecordReader(',');
  const db = noDatabase();
  let columns = null;
  let batch = [];
  let rows = 0;
  /** Grouped: the batch being handed over (its groups, and the upsert reading them) and its rows so far. */
  const grouped = GROUP_ROWS > 0 && typeof modules.writer.upsertLeadGroups === 'function';
  let open = null;
  let batchRows = 0;
  const handOverGroup = () => {
    if (!open) {
      const groups = new Readable({ objectMode: true, read: () => undefined });
      open = { groups, writing: modules.writer.upsertLeadGroups(db, 'file1_part1', groups) };
    }
    open.groups.push(batch);
    batch = [];
  };
  const endBatch = async () => {
    if (batch.length) handOverGroup();
    batchRows = 0;
    if (!open) return;
    open.groups.push(null);
    const { writing } = open;
    open = null;
    await writing;
  };
  const profiler = new GCProfiler();
  profiler.start();
  const started = process.cpuUsage();
  const decoder = new StringDecoder('utf8');
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
    const last = at + CHUNK_BYTES >= bytes.length;
    const text = decoder.write(bytes.subarray(at, at + CHUNK_BYTES)) + (last ? decoder.end() : '');
    const { records } = reader.read(text, last);
    for (const cells of records) {
      if (!columns) {
        columns = modules.mapping.mappedColumns(
          cells.map((name) => name.trim()),
          modules.generator.CSV_MAPPING,
        );
        continue;
      }
      const mapped = modules.mapping.mapCells(cells, columns);
      if (typeof mapped === 'string') continue;
      batch.push(modules.writer.prepareLead(mapped.lead));
      rows++;
      if (grouped) {
        if (++batchRows >= BATCH_ROWS) await endBatch();
        else if (batch.length >= GROUP_ROWS) handOverGroup();
        continue;
      }
      if (batch.length >= BATCH_ROWS) {
        await modules.writer.upsertLeads(db, 'file1_part1', batch);
        batch = [];
      }
    }
    // As the import gives way while it reads: the upsert takes the groups handed over.
    if (grouped) await new Promise((resolve) => setImmediate(resolve));
  }
  if (grouped) await endBatch();
  else if (batch.length) await modules.writer.upsertLeads(db, 'file1_part1', batch);
  const used = process.cpuUsage(started);
  return { ms: (used.user + used.system) / 1000, rows, gc: collections(profiler.stop().statistics) };
}

const perRowBytes = (bytes, rows) => Math.round(bytes / rows).toLocaleString('en-US');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const builds = [build(BACKEND_MAIN)];
  if (process.env.BENCH_COMPARE_MAIN) builds.push(build(resolve(process.env.BENCH_COMPARE_MAIN)));
  const bytes = csvBytes(builds[0].generator);
  console.log(
    `\nImport CPU per row on the main thread, no database: ${ROWS.toLocaleString('en-US')} generated rows, ` +
      `batches of ${BATCH_ROWS}` +
      (GROUP_ROWS > 0 ? ` in groups of ${GROUP_ROWS} (where a build takes groups)` : ' whole'),
  );
  // One unmeasured round each: the code is compiled and optimised before it is measured.
  for (const modules of builds) await importOnce(modules, bytes);
  const perRow = builds.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, modules] of builds.entries()) {
      const { ms, rows, gc } = await importOnce(modules, bytes);
      perRow[i].push((ms * 1000) / rows);
      console.log(
        `  round ${round}, ${modules.main}: ${((ms * 1000) / rows).toFixed(1)} µs of CPU per row; ` +
          `${gc.scavenges} scavenges copied ${perRowBytes(gc.copied, rows)} and promoted ` +
          `${perRowBytes(gc.promoted, rows)} bytes a row; ${gc.full} full collections`,
      );
    }
  }
  for (const [i, modules] of builds.entries()) {
    console.log(`${modules.main}: median ${median(perRow[i]).toFixed(1)} µs of CPU per row over ${ROUNDS} rounds`);
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => sink.terminate());
