import { act, fireEvent, render } from '@testing-library/react';
import { fakeMediaQueryList } from '@/testing/media-query';
import { HeroMedia } from './hero-media';

// The rule is hero-video.test.ts's; here the component follows it, on the test's clock.
function withReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, reduce && query === '(prefers-reduced-motion: reduce)'),
  );
}

function renderOnClock() {
  vi.useFakeTimers();
  const { container } = render(<HeroMedia />);
  fireEvent.load(container.querySelector('img')!);
  // Well past the moment the video would be added (300 ms after the poster).
  act(() => vi.advanceTimersByTime(2_000));
  return container;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('under reduced motion the hero keeps its poster and never adds the video', () => {
  withReducedMotion(true);
  const container = renderOnClock();
  expect(container.querySelector('img')).toBeInTheDocument();
  expect(container.querySelector('video')).toBeNull();
});

test('where motion is welcome the looping, muted video follows the poster', () => {
  withReducedMotion(false);
  const container = renderOnClock();
  const video = container.querySelector('video')!;
  expect(video).toBeInTheDocument();
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
});
