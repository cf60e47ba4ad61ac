import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider } from 'react-router';
import { I18nProvider } from '@/i18n/i18n-provider';
import { memoryRouterFor, renderWithProviders } from '@/testing/render-app';
import { buildVehicle } from '@/testing/test-vehicle';
import { setUpListPage } from './vehicle-list-testing';
import { VehicleResults, WINDOW_FROM } from './vehicle-results';

setUpListPage();

const ads = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    buildVehicle({ id: `ad-${i + 1}`, title: `Bike number ${i + 1}` }),
  );

/** The list's HTML as the server or the build renders it (no effect has run). */
function html(n: number): string {
  return renderToString(
    <I18nProvider initialLanguage="en">
      <RouterProvider
        router={memoryRouterFor(<VehicleResults vehicles={ads(n)} label="Bikes" />)}
      />
    </I18nProvider>,
  );
}
const cardsIn = (markup: string) => markup.match(/role="listitem"/g)?.length ?? 0;

test('a short list is whole in the rendered HTML; past 60 cards only its first row is', () => {
  expect(WINDOW_FROM).toBe(60);
  expect(cardsIn(html(12))).toBe(12);
  expect(cardsIn(html(24))).toBe(24);
  expect(cardsIn(html(60))).toBe(60);
  // Windowed: the first row until the list is measured, and an estimated height for the rest,
  // for cards (one column: 61 × 486 − 16) and for a phone's compact rows (61 × 162 − 12), which
  // CSS chooses between.
  const long = html(61);
  expect(cardsIn(long)).toBe(6);
  expect(long).toMatch(
    /class="vl-list"[^>]*data-estimated=""[^>]*style="--estimated-height:29630px;--estimated-rows-height:9870px"/,
  );
  // A whole list takes its own height: nothing in it is positioned by script.
  expect(html(12)).not.toMatch(/translateY|height:\d+px/);
});

test('a 12-card list shows all 12 once live, in order, and asks for more near its last card', async () => {
  const observed: Element[] = [];
  let report: IntersectionObserverCallback = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    },
  );
  const onNearEnd = vi.fn();
  renderWithProviders(<VehicleResults vehicles={ads(12)} label="Bikes" onNearEnd={onNearEnd} />);
  const list = screen.getByRole('list', { name: 'Bikes' });
  // Measured and settled: still every card.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(12);
  expect(items.at(-1)).toHaveTextContent('Bike number 12');
  expect(items.at(-1)).toHaveAttribute('aria-posinset', '12');
  // The observer watches the last card; it coming within reach asks for the next page.
  expect(observed.at(-1)).toBe(items.at(-1));
  expect(onNearEnd).not.toHaveBeenCalled();
  report(
    [{ isIntersecting: true, target: observed.at(-1)! } as unknown as IntersectionObserverEntry],
    {} as IntersectionObserver,
  );
  expect(onNearEnd).toHaveBeenCalledTimes(1);
  vi.unstubAllGlobals();
});

test('past 60 cards the list is windowed: fewer cards in the DOM than in the list', async () => {
  renderWithProviders(<VehicleResults vehicles={ads(200)} label="Bikes" />);
  const list = screen.getByRole('list', { name: 'Bikes' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  // Live: the virtualizer's rows, positioned by script, not all 200 cards.
  await waitFor(() =>
    expect(list.querySelector('.vl-row')).toHaveStyle({ transform: 'translateY(0px)' }),
  );
  await waitFor(() => expect(list.style.height).not.toBe(''));
  const shown = within(list).getAllByRole('listitem').length;
  expect(shown).toBeLessThan(200);
  expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '200');
});

test('a list that grows past 60 keeps the cards it showed until it is windowed, never all of them', async () => {
  const many = ads(10_000);
  function Growing() {
    const [count, setCount] = useState(24);
    return (
      <>
        <button type="button" onClick={() => setCount(10_000)}>
          Grow
        </button>
        <VehicleResults vehicles={many.slice(0, count)} label="Bikes" />
      </>
    );
  }
  renderWithProviders(<Growing />);
  const list = screen.getByRole('list', { name: 'Bikes' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(24);
  act(() => screen.getByRole('button', { name: 'Grow' }).click());
  // The 24 cards stay (no collapse to a first row) until the windowed rows take over.
  expect(within(list).getAllByRole('listitem').length).toBe(24);
  await waitFor(() => expect(list.style.height).not.toBe(''));
  expect(within(list).getAllByRole('listitem').length).toBeLessThan(10_000);
  expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');
});
