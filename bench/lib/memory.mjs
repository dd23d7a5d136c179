/**
 * Peak resident memory of the servers a suite measured, found by the port they listen on
 * (`ss`, Linux): the Next server answering requests may be a child of the process that was started.
 * Returns null where that cannot be read (another system), so a suite reports "not measured".
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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

/** Peak memory of whatever listens on the port of `url`. */
export const peakRssOfServer = (url) => peakRssMb(listenerPid(new URL(url).port));
