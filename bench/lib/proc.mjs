// What Linux's /proc says of a process the bench runs or talks to: CPU time and memory.
import { readFileSync, readdirSync } from 'node:fs';

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
