import { useEffect, useState } from 'react';
import { HERO_POSTER as POSTER, HERO_VIDEO as VIDEO } from '../hero-assets';
import { readMotionEnvironment, shouldLoadHeroVideo } from '../lib/hero-video';

/** Start the video a moment after the poster (the page's largest paint) has loaded. */
const VIDEO_DELAY_MS = 300;

/**
 * The poster image is always there and is the LCP element. The <video> is only added after it
 * has loaded, and never under prefers-reduced-motion or Save-Data, so it costs those users nothing.
 */
export function HeroMedia() {
  const [posterReady, setPosterReady] = useState(false);
  const [videoAllowed, setVideoAllowed] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!posterReady) return;
    const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const timer = window.setTimeout(() => {
      setVideoAllowed(shouldLoadHeroVideo(readMotionEnvironment()));
    }, VIDEO_DELAY_MS);
    function onMotionChange() {
      setVideoAllowed(shouldLoadHeroVideo(readMotionEnvironment()));
    }
    motion?.addEventListener('change', onMotionChange);
    return () => {
      window.clearTimeout(timer);
      motion?.removeEventListener('change', onMotionChange);
    };
  }, [posterReady]);

  return (
    <div className="home-hero-media" aria-hidden="true">
      <img
        ref={(img) => {
          if (img?.complete) setPosterReady(true);
        }}
        src={POSTER.large}
        srcSet={POSTER.srcSet}
        sizes={POSTER.sizes}
        width={1280}
        height={720}
        alt=""
        fetchPriority="high"
        onLoad={() => setPosterReady(true)}
        onError={() => setPosterReady(true)}
      />
      {videoAllowed && (
        <video
          ref={(video) => {
            // React sets `muted` as a property only; autoplay policies want it set before play.
            if (video) video.muted = true;
          }}
          className={playing ? 'is-playing' : undefined}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          poster={POSTER.large}
          width={1280}
          height={720}
          onPlaying={() => setPlaying(true)}
        >
          <source src={VIDEO.webm} type="video/webm" />
          <source src={VIDEO.mp4} type="video/mp4" />
        </video>
      )}
    </div>
  );
}
