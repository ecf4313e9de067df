// CPU time of processes read from /proc (Linux only): what a request costs each process, as used by
// bench/suites/admin-request.mjs and bench/support/cpu-per-request.mjs.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds of a process so far (0 once it is gone); with `reaped`, also those of its children that have ended. */
export function cpuSeconds(pid, { reaped = false } = {}) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The ids of the running processes for which `matches(pid)` holds (a process gone meanwhile does not). */
export function processesWhere(matches) {
  return readdirSync('/proc').filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      return matches(name);
    } catch {
      return false;
    }
  });
}

/**
 * CPU seconds of every PostgreSQL process so far, with those of its backends that have ended (a
 * pool's idle connection closes and its backend exits: the postmaster's reaped children keep its
 * time, where the sum over the running processes alone would go down).
 */
export function postgresSeconds() {
  return processesWhere((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')).reduce(
    (sum, pid) => sum + cpuSeconds(pid, { reaped: true }),
    0,
  );
}

/** The newest process running the built server (context.startServer does not say its pid). */
export function newestServerPid() {
  const running = processesWhere((pid) =>
    readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .some((arg) => arg.endsWith('server/dist/main.js')),
  );
  return running.sort((a, b) => Number(b) - Number(a))[0];
}
