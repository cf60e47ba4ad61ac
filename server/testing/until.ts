/**
 * Polls `check` until it holds or `ms` pass, and says whether it held: what a background job
 * sends (a push, a fan-out) comes in its own time. The default is generous on purpose: in the
 * whole test command on a busy two-core machine, one pass of the alerts loop took over 2.5 s.
 */
export async function until(check: () => boolean, ms = 15_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
}
