import { act, render, screen } from '@testing-library/react';
import { useScrolled } from './use-scrolled';

function Probe() {
  return <p>{useScrolled(30) ? 'scrolled' : 'top'}</p>;
}

test('reports a scroll past the threshold, and renders never read the scroll offset', async () => {
  let offset = 0;
  const reads = vi.fn(() => offset);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(reads);
  const { rerender } = render(<Probe />);
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(screen.getByText('top')).toBeInTheDocument();
  reads.mockClear();
  rerender(<Probe />);
  rerender(<Probe />);
  expect(reads).not.toHaveBeenCalled();

  offset = 31;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.getByText('scrolled')).toBeInTheDocument();
  offset = 0;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.getByText('top')).toBeInTheDocument();
});
