/** Hero media files (public/media/home, made by scripts/make-home-media.mjs). */
export const HERO_POSTER = {
  small: '/media/home/hero-640.webp',
  large: '/media/home/hero-1280.webp',
  srcSet:
    '/media/home/hero-640.webp 640w, /media/home/hero-768.webp 768w, /media/home/hero-1280.webp 1280w',
  sizes: '100vw',
} as const;

export const HERO_VIDEO = { webm: '/media/home/hero.webm', mp4: '/media/home/hero.mp4' } as const;
