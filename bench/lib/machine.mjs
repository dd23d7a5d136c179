/** What the figures were measured on, printed at the top of BENCHMARKS.md. */
import { cpus, totalmem } from 'node:os';

export function machineInfo() {
  const cores = cpus();
  return {
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}
