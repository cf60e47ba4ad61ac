export type MotionEnvironment = { prefersReducedMotion: boolean; saveData: boolean };

/** The hero video is decoration: skip it for reduced motion and for Save-Data connections. */
export function shouldLoadHeroVideo(env: MotionEnvironment): boolean {
  return !env.prefersReducedMotion && !env.saveData;
}

export function readMotionEnvironment(): MotionEnvironment {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return {
    prefersReducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    saveData: connection?.saveData === true,
  };
}
