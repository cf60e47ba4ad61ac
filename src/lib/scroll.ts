export type ScrollEnvironment = {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  prefersReducedMotion: boolean;
  supportsSmoothScroll: boolean;
};

export function isAppleTouchDevice(
  env: Pick<ScrollEnvironment, 'userAgent' | 'platform' | 'maxTouchPoints'>,
): boolean {
  if (/iPad|iPhone|iPod/.test(env.userAgent)) return true;
  return /Mac/.test(env.platform) && env.maxTouchPoints > 1;
}

/** Smooth where supported, but not on iOS/Mac touch devices (nor with reduced motion). */
export function getScrollBehavior(env: ScrollEnvironment): ScrollBehavior {
  if (!env.supportsSmoothScroll || env.prefersReducedMotion || isAppleTouchDevice(env)) {
    return 'auto';
  }
  return 'smooth';
}

export function readScrollEnvironment(): ScrollEnvironment {
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    prefersReducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    supportsSmoothScroll: 'scrollBehavior' in document.documentElement.style,
  };
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: getScrollBehavior(readScrollEnvironment()) });
}
