/**
 * Peak resident memory and CPU time of the servers a suite measured, found by the port they listen on
 * (`ss`, Linux): the Next server answering requests may be a child of the process that was started.
 * Returns null where that cannot be read (another system), so a suite reports "not measured".
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The process listening on a TCP port, or null. */
export function listenerPid(port) {
  try {
    const output = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(output);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** A process's peak resident memory so far (VmHWM), in MB, or null. */
export function peakRssMb(pid) {
  if (!pid) return null;
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on every Linux Node runs on. */
const TICKS_PER_SECOND = 100;

/** A process's /proc/<pid>/stat fields from the 3rd (state) on, or null. */
function statFields(pid) {
  try {
    // The command name (2nd field) is in parentheses and may hold spaces: count after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU time a process (all its threads) has used so far, user and system, in ms, or null. Read
 * from /proc/<pid>/stat, whose 14th and 15th fields are utime and stime in clock ticks (10 ms).
 */
export function cpuTimeMs(pid) {
  const fields = pid ? statFields(pid) : null;
  // fields[0] is the 3rd field (state), so utime (14th) is fields[11] and stime fields[12].
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND : null;
}

/** Peak memory of whatever listens on the port of `url`. */
export const peakRssOfServer = (url) => peakRssMb(listenerPid(new URL(url).port));

/**
 * CPU time of a process and every process under it, in ms, or null: a server that works in
 * processes of its own (PostgreSQL's backend per connection, nginx's workers). Those that have
 * ended count through their parent's children's times (cutime, cstime: the 16th and 17th fields).
 */
export function treeCpuTimeMs(pid) {
  if (!pid || !statFields(pid)) return null;
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = Number(statFields(entry)?.[1]);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let ticks = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop();
    const fields = statFields(current);
    if (fields) ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    pending.push(...(children.get(current) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU time the whole machine has spent busy so far (every core, anything but idle and I/O wait),
 * in ms, or null: from /proc/stat's first line, in clock ticks. Over a run, against the run's
 * length times the cores, it says how much of the machine was left.
 */
export function machineBusyMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal …: all but idle (3rd) and iowait (4th).
    const busy = ticks
      .slice(0, 8)
      .reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
    return (busy * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
