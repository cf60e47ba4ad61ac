import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusTrap } from './use-focus-trap';

function Trap({ active, applies }: { active: boolean; applies?: () => boolean }) {
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(active, [toggle, panel], applies);
  return (
    <>
      <button type="button">Outside</button>
      <button ref={toggle} type="button">
        Toggle
      </button>
      <div ref={panel}>
        <a href="/one">One</a>
        <button type="button" disabled>
          Off
        </button>
        <input aria-label="Two" />
      </div>
    </>
  );
}

const tab = (shift = false) =>
  fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: shift });
const focused = () =>
  document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label');

test('while active, Tab and Shift+Tab cycle through the containers in order', () => {
  render(<Trap active />);
  screen.getByRole('button', { name: 'Toggle' }).focus();
  tab();
  expect(focused()).toBe('One');
  tab();
  expect(focused()).toBe('Two');
  tab();
  expect(focused()).toBe('Toggle');
  tab(true);
  expect(focused()).toBe('Two');
});

test('a Tab from outside comes back in; nothing is trapped when inactive or not applying', () => {
  const { rerender } = render(<Trap active />);
  screen.getByRole('button', { name: 'Outside' }).focus();
  tab();
  expect(focused()).toBe('Toggle');

  rerender(<Trap active={false} />);
  screen.getByRole('button', { name: 'Outside' }).focus();
  expect(tab()).toBe(true); // not prevented: the browser moves focus as usual
  rerender(<Trap active applies={() => false} />);
  expect(tab()).toBe(true);
});
