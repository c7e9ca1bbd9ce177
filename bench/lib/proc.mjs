// What Linux's /proc says of a process the bench runs or talks to: CPU time and memory.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** User + system CPU time (ms) of a /proc stat line: of a process (all its threads) or of one thread. */
function statCpuMs(path) {
  const stat = readFileSync(path, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
}

/**
 * CPU time so far (ms): the process's (every thread's, those ended too) and its main thread's (a Node server's
 * event loop); NaN where /proc cannot tell.
 */
export function processCpu(pid) {
  try {
    return { cpuMs: statCpuMs(`/proc/${pid}/stat`), mainMs: statCpuMs(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return { cpuMs: NaN, mainMs: NaN };
  }
}

/** CPU time so far (ms) of each live thread of a process, by thread id; empty where /proc cannot tell. */
export function threadsCpu(pid) {
  const threads = new Map();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        threads.set(tid, statCpuMs(`/proc/${pid}/task/${tid}/stat`));
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    // No /proc, or the process is gone.
  }
  return threads;
}

/**
 * Reads a process's threads every `ms` until stopped, so that a thread that ends meanwhile (a worker closed before
 * the end) is still counted, with its CPU time as last read. stop() answers each thread's last reading.
 */
export function watchThreads(pid, ms = 500) {
  const seen = threadsCpu(pid);
  const read = () => {
    for (const [tid, cpuMs] of threadsCpu(pid)) seen.set(tid, cpuMs);
  };
  const timer = setInterval(read, ms);
  return {
    stop() {
      clearInterval(timer);
      read();
      return seen;
    },
  };
}

/**
 * The CPU time (ms) the busiest thread of a process used between two readings of threadsCpu (or watchThreads): a
 * thread that began meanwhile counts from zero. NaN where nothing was read.
 */
export function busiestThread(before, after, { except } = {}) {
  let busiest = NaN;
  for (const [tid, ms] of after) {
    if (tid === except) continue;
    const used = ms - (before.get(tid) ?? 0);
    if (Number.isNaN(busiest) || used > busiest) busiest = used;
  }
  return busiest;
}

/** The CPU time (ms) the given threads used between two readings of threadsCpu; NaN for none of them read. */
export function threadsUsed(before, after, tids) {
  const used = tids.filter((tid) => after.has(tid)).map((tid) => after.get(tid) - (before.get(tid) ?? 0));
  return used.length ? used.reduce((sum, ms) => sum + ms, 0) : NaN;
}

/** Resident and peak memory of a process, in MiB, from /proc (Linux). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/**
 * Sets the process's peak RSS (memoryOf's peak, VmHWM) back to its RSS now, so that the peak read later is that of
 * what ran since (Linux 4.0 and later: clear_refs, value 5). False where it could not (no /proc, not allowed).
 */
export function resetPeakMemory(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The pid of a local process by its command name (the first found), or null (not on this machine, no /proc). */
export function pidByName(names) {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (names.includes(readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) return Number(entry);
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    // No /proc.
  }
  return null;
}
