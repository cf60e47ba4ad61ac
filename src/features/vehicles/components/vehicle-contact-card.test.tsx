import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VehicleContactCard } from './vehicle-side-cards';
import { renderWithProviders } from '@/testing/render-app';
import { buildVehicle } from '@/testing/test-vehicle';

afterEach(() => window.sessionStorage.clear());

const vehicle = buildVehicle({ id: 'ad-safe', phone: '0712345678' });

test('the first Call tap of a visit shows the safety note and still places the call', async () => {
  const { unmount } = renderWithProviders(<VehicleContactCard vehicle={vehicle} />);
  expect(screen.queryByText('Never pay in advance or send a deposit.')).toBeNull();
  const call = screen.getByRole('link', { name: 'Call' });
  // fireEvent returns false when a handler prevented the default: the call would not open.
  expect(fireEvent.click(call)).toBe(true);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Never pay in advance or send a deposit.',
  );
  expect(screen.getByText('See the bike and its papers before you pay.')).toBeInTheDocument();
  expect(
    screen.getByText('Check that the chassis number matches the registration book.'),
  ).toBeInTheDocument();
  unmount();

  // Later in the same visit, another ad's contact taps go straight through.
  renderWithProviders(<VehicleContactCard vehicle={vehicle} />);
  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('link', { name: /Chat with Owner/ }));
  expect(screen.queryByText('Never pay in advance or send a deposit.')).toBeNull();
});

test('the WhatsApp tap shows the note in the page’s language when it comes first', async () => {
  renderWithProviders(<VehicleContactCard vehicle={vehicle} />, { lang: 'si' });
  expect(fireEvent.click(screen.getAllByRole('link')[1]!)).toBe(true);
  expect(await screen.findByText('කිසිවිටෙක කලින් මුදල් ගෙවන්න හෝ තැන්පතු යවන්න එපා.')).toBeInTheDocument();
});

test('a seller who hides the number: no number, no Call, no WhatsApp, no provider number; messages only', () => {
  for (const [lang, note] of [
    ['en', 'The seller keeps their number private. Send them a message on BikeBazaar instead.'],
    ['si', 'විකුණුම්කරු තම දුරකථන අංකය පෙන්වන්නේ නැත.'],
    ['ta', 'விற்பனையாளர் தனது தொலைபேசி இலக்கத்தைக் காட்டவில்லை.'],
  ] as const) {
    const { container, unmount } = renderWithProviders(
      <VehicleContactCard vehicle={{ ...vehicle, phone: '', phoneHidden: true }} />,
      { lang },
    );
    expect(screen.getByText(new RegExp(note.slice(0, 30)))).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.innerHTML).not.toMatch(/tel:|wa\.me|\d{3}\s?\d{3}\s?\d{4}/);
    unmount();
  }
});
