import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render-app';
import { MoreAdsLink } from './more-ads-link';

/**
 * A list of `count` cards whose newest ones may arrive a render later, as a list does that grows
 * past its windowing threshold and shows them once its windowing code is here.
 */
function List({ shownAfterLoad }: { shownAfterLoad: 'at once' | 'later' }) {
  const [count, setCount] = useState(48);
  const [shown, setShown] = useState(48);
  return (
    <>
      <button type="button" onClick={() => setShown(count)}>
        Show the new cards
      </button>
      <ul>
        {Array.from({ length: shown }, (_, index) => (
          <li key={index} data-card={index}>
            <a href={`/vehicle/${index}`}>Card {index + 1}</a>
          </li>
        ))}
      </ul>
      <MoreAdsLink
        next="cursor-2"
        count={count}
        loadMore={() => {
          setCount(72);
          if (shownAfterLoad === 'at once') setShown(72);
        }}
        cardLink={(index) => document.querySelector(`[data-card="${index}"] a`)}
      />
    </>
  );
}

test('More ads moves focus to the first added card when the cards come with the load', async () => {
  renderWithProviders(<List shownAfterLoad="at once" />, { route: '/browse/all' });
  await userEvent.click(screen.getByRole('link', { name: 'More ads' }));
  expect(screen.getByRole('link', { name: 'Card 49' })).toHaveFocus();
});

test('More ads moves focus to the first added card when the list shows it a render later', async () => {
  renderWithProviders(<List shownAfterLoad="later" />, { route: '/browse/all' });
  const more = screen.getByRole('link', { name: 'More ads' });
  await userEvent.click(more);
  // The list has 72 ads, but card 49 is not in the page yet: focus waits on the link.
  expect(screen.queryByRole('link', { name: 'Card 49' })).not.toBeInTheDocument();
  expect(more).toHaveFocus();
  act(() => screen.getByRole('button', { name: 'Show the new cards' }).click());
  expect(await screen.findByRole('link', { name: 'Card 49' })).toHaveFocus();
});

test('focus is not taken back when the visitor moved on before the cards came', async () => {
  renderWithProviders(<List shownAfterLoad="later" />, { route: '/browse/all' });
  await userEvent.click(screen.getByRole('link', { name: 'More ads' }));
  const show = screen.getByRole('button', { name: 'Show the new cards' });
  show.focus();
  act(() => show.click());
  await screen.findByRole('link', { name: 'Card 49' });
  expect(show).toHaveFocus();
});
