// How busy the machine is, so the benchmarks measure only once it is quiet.

import { cpus } from 'node:os';

/**
 * Share of all cores' time spent busy over one second (0–1), from the OS's CPU counters: a
 * load average counts waiting kernel threads too, so it reads high on an idle machine.
 */
export async function machineBusy(ms = 1000) {
  const totals = () =>
    cpus().reduce(
      (sum, cpu) => {
        const all = Object.values(cpu.times).reduce((a, b) => a + b, 0);
        return { all: sum.all + all, idle: sum.idle + cpu.times.idle };
      },
      { all: 0, idle: 0 },
    );
  const before = totals();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = totals();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

/**
 * Waits until the machine is quiet: a 100 ms window with at most a quarter of the CPU busy,
 * after at least 300 ms and for at most 3 s (a machine that is never quiet still gets measured).
 */
export async function settle({ minMs = 300, maxMs = 3000, quiet = 0.25 } = {}) {
  const start = Date.now();
  await new Promise((resolve) => setTimeout(resolve, minMs - 100));
  while (Date.now() - start < maxMs) {
    if ((await machineBusy(100)) <= quiet) return;
  }
}
