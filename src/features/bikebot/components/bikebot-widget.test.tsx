import { act, fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from '@/i18n/use-translation';
import { renderWithProviders } from '@/testing/render-app';
import { REPLY_DELAY_MS } from '../bikebot-script';
import BikeBotWidget from './bikebot-widget';

afterEach(() => {
  vi.useRealTimers();
});

function openChat() {
  fireEvent.click(screen.getByRole('button', { name: 'Chat with BikeBot' }));
  return screen.getByRole('dialog', { name: 'BikeBot' });
}

test('user can open the chat, gets a greeting and focus moves into the input', () => {
  renderWithProviders(<BikeBotWidget />);
  const launcher = screen.getByRole('button', { name: 'Chat with BikeBot' });
  expect(launcher).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  const dialog = openChat();
  expect(launcher).toHaveAttribute('aria-expanded', 'true');
  expect(within(dialog).getByText(/I'm BikeBot/)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Your message' })).toHaveFocus();
  for (const label of ['Show me bikes', 'Spare parts', 'Safety gear', 'Contact support']) {
    expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
  }
});

test('user sees the typing indicator for exactly the reply delay, then the reply', () => {
  vi.useFakeTimers();
  renderWithProviders(<BikeBotWidget />);
  const dialog = openChat();
  const input = within(dialog).getByRole('textbox', { name: 'Your message' });

  fireEvent.change(input, { target: { value: 'What does a spare part cost?' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

  expect(within(dialog).getByText('What does a spare part cost?')).toBeInTheDocument();
  expect(input).toHaveValue('');
  expect(within(dialog).getByText('BikeBot is typing…')).toBeInTheDocument();

  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS - 1));
  expect(within(dialog).getByText('BikeBot is typing…')).toBeInTheDocument();
  expect(within(dialog).queryByText(/Rs\. 500-50,000/)).not.toBeInTheDocument();

  act(() => vi.advanceTimersByTime(1));
  expect(within(dialog).queryByText('BikeBot is typing…')).not.toBeInTheDocument();
  expect(within(dialog).getByText(/Rs\. 500-50,000/)).toBeInTheDocument();
});

test('user gets every reply in order, each a reply delay after its own message', () => {
  vi.useFakeTimers();
  renderWithProviders(<BikeBotWidget />);
  const dialog = openChat();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Safety gear' }));
  act(() => vi.advanceTimersByTime(400));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Contact support' }));

  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS - 400));
  expect(within(dialog).getByText(/Rs\. 2,000-80,000/)).toBeInTheDocument();
  expect(within(dialog).queryByText(/Call us on/)).not.toBeInTheDocument();
  expect(within(dialog).getByText('BikeBot is typing…')).toBeInTheDocument();

  act(() => vi.advanceTimersByTime(399));
  expect(within(dialog).queryByText(/Call us on/)).not.toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(within(dialog).getByText(/Call us on/)).toBeInTheDocument();
  expect(within(dialog).queryByText('BikeBot is typing…')).not.toBeInTheDocument();
});

test('two messages sent at once are both answered after one reply delay, in order', () => {
  vi.useFakeTimers();
  renderWithProviders(<BikeBotWidget />);
  const dialog = openChat();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Safety gear' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Contact support' }));
  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
  const texts = within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
  const gear = texts.findIndex((text) => /Rs\. 2,000-80,000/.test(text));
  const contact = texts.findIndex((text) => /Call us on/.test(text));
  expect(gear).toBeGreaterThan(-1);
  expect(contact).toBeGreaterThan(gear);
  expect(within(dialog).queryByText('BikeBot is typing…')).not.toBeInTheDocument();
});

test('user cannot send a blank message, by button or Enter', () => {
  renderWithProviders(<BikeBotWidget />);
  const dialog = openChat();
  const input = within(dialog).getByRole('textbox', { name: 'Your message' });
  const send = within(dialog).getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();

  fireEvent.change(input, { target: { value: '   ' } });
  expect(send).toBeDisabled();
  fireEvent.submit(input.closest('form')!);
  expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  expect(within(dialog).queryByText('BikeBot is typing…')).not.toBeInTheDocument();

  fireEvent.change(input, { target: { value: ' hi ' } });
  expect(send).toBeEnabled();
});

test('user can close with Escape and focus returns to the launcher', () => {
  renderWithProviders(<BikeBotWidget />);
  const dialog = openChat();
  fireEvent.keyDown(within(dialog).getByRole('textbox'), { key: 'Escape' });
  const launcher = screen.getByRole('button', { name: 'Chat with BikeBot' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(launcher).toHaveFocus();
  expect(launcher).toHaveAttribute('aria-expanded', 'false');
});

test('messages are announced politely and show their time', () => {
  renderWithProviders(<BikeBotWidget />);
  const dialog = openChat();
  const log = within(dialog).getByRole('log');
  expect(log).toHaveAttribute('aria-live', 'polite');
  const time = within(log).getByText(/^\d{1,2}:\d{2} (AM|PM)$/);
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
});

test('user chatting in Sinhala gets Sinhala labels and replies', () => {
  vi.useFakeTimers();
  renderWithProviders(<BikeBotWidget />, { lang: 'si', route: '/si/browse/scooters' });
  fireEvent.click(screen.getByRole('button', { name: 'BikeBot සමඟ කතාබස් කරන්න' }));
  const dialog = screen.getByRole('dialog', { name: 'BikeBot' });
  expect(within(dialog).getByText(/^ආයුබෝවන්! මම BikeBot/)).toBeInTheDocument();

  fireEvent.change(within(dialog).getByRole('textbox', { name: 'ඔබේ පණිවිඩය' }), {
    target: { value: 'spare parts price' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'යවන්න' }));
  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
  expect(within(dialog).getByText(/රු\. 500-50,000/)).toBeInTheDocument();
  // Its links stay on the Sinhala pages.
  expect(within(dialog).getByRole('link', { name: 'අමතර කොටස් බලන්න' })).toHaveAttribute(
    'href',
    '/si/?view=spare-parts',
  );
});

test('pending replies are cancelled when the widget unmounts', () => {
  vi.useFakeTimers();
  const { unmount } = renderWithProviders(<BikeBotWidget />);
  const dialog = openChat();
  const before = vi.getTimerCount();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Spare parts' }));
  expect(vi.getTimerCount()).toBe(before + 1);
  unmount();
  expect(vi.getTimerCount()).toBe(before);
});

function SinhalaButton() {
  const { setLang } = useTranslation();
  return (
    <button type="button" onClick={() => setLang('si')}>
      සිංහල
    </button>
  );
}

test('switching language while open changes the labels and every scripted reply', () => {
  vi.useFakeTimers();
  renderWithProviders(
    <>
      <SinhalaButton />
      <BikeBotWidget />
    </>,
  );
  const dialog = openChat();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Spare parts' }));
  fireEvent.click(screen.getByRole('button', { name: 'සිංහල' }));

  expect(within(dialog).getByRole('button', { name: 'යවන්න' })).toBeInTheDocument();
  // The greeting given in English now reads in Sinhala; what the user typed stays as typed.
  expect(within(dialog).queryByText(/I'm BikeBot/)).not.toBeInTheDocument();
  expect(within(dialog).getByText(/ආයුබෝවන්! මම BikeBot/)).toBeInTheDocument();
  expect(within(dialog).getByText('Spare parts', { selector: 'p' })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
  expect(within(dialog).getByText(/රු\. 500-50,000/)).toBeInTheDocument();
});

test('a message of invisible characters alone cannot be sent', () => {
  renderWithProviders(<BikeBotWidget />);
  const dialog = openChat();
  const input = within(dialog).getByRole('textbox');
  fireEvent.change(input, { target: { value: '\u200b\u200b \ufeff' } });
  expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  fireEvent.change(input, { target: { value: 'ආයුබෝවන්' } });
  expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('user chatting in Tamil asks for Kandy scooters under 3 lakhs and gets the list link', () => {
  vi.useFakeTimers();
  renderWithProviders(<BikeBotWidget />, { lang: 'ta', route: '/ta/' });
  fireEvent.click(screen.getByRole('button', { name: 'BikeBot உடன் உரையாட' }));
  const dialog = screen.getByRole('dialog', { name: 'BikeBot' });
  const input = within(dialog).getByRole('textbox', { name: 'உங்கள் கேள்வி' });
  const send = within(dialog).getByRole('button', { name: 'அனுப்பு' });

  fireEvent.change(input, { target: { value: 'கண்டியில் 3 இலட்சத்துக்குக் குறைவான ஸ்கூட்டர்' } });
  fireEvent.click(send);
  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
  const link = within(dialog).getByRole('link', {
    name: /^கண்டி பகுதியில் ரூ\. 300,000 இற்குக் குறைவான ஸ்கூட்டர்கள் \(\d+\)$/,
  });
  expect(link).toHaveAttribute('href', '/ta/browse/scooters?location=Kandy&priceMax=300000');
});

test('spoken Sri Lankan Tamil gets the gear and sell replies, not the fallback', () => {
  vi.useFakeTimers();
  renderWithProviders(<BikeBotWidget />, { lang: 'ta', route: '/ta/' });
  fireEvent.click(screen.getByRole('button', { name: 'BikeBot உடன் உரையாட' }));
  const dialog = screen.getByRole('dialog', { name: 'BikeBot' });
  const input = within(dialog).getByRole('textbox', { name: 'உங்கள் கேள்வி' });
  const send = within(dialog).getByRole('button', { name: 'அனுப்பு' });

  fireEvent.change(input, { target: { value: 'தலைக்கவசம் வேணும்' } });
  fireEvent.click(send);
  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
  expect(within(dialog).getByText(/பாதுகாப்பு உபகரணங்களின் வழமையான விலை/)).toBeInTheDocument();

  fireEvent.change(input, { target: { value: 'பைக் விக்க வேணும்' } });
  fireEvent.click(send);
  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
  expect(within(dialog).getByText(/^விற்பது இலகு/)).toBeInTheDocument();
  expect(within(dialog).queryByText(/புரியவில்லை/)).not.toBeInTheDocument();
});

test.each([
  ['en', 'Chat with BikeBot', 'Send', 'pulsar 150 thiyenawada?', /^Here are the bikes/],
  ['si', 'BikeBot සමඟ කතාබස් කරන්න', 'යවන්න', 'pulsar 150 thiyenawada?', /^ඔබ ඉල්ලූ දේට/],
  ['ta', 'BikeBot உடன் உரையாட', 'அனுப்பு', 'யமஹா மலிவு', /^நீங்கள் கேட்டவற்றுக்கு/],
] as const)(
  'in %s a recognised request is answered with its list, never "didn\'t understand"',
  (lang, launcher, sendLabel, message, answer) => {
    vi.useFakeTimers();
    renderWithProviders(<BikeBotWidget />, { lang, route: lang === 'en' ? '/' : `/${lang}/` });
    fireEvent.click(screen.getByRole('button', { name: launcher }));
    const dialog = screen.getByRole('dialog', { name: 'BikeBot' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: message } });
    fireEvent.click(within(dialog).getByRole('button', { name: sendLabel }));
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
    expect(within(dialog).getByText(answer)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /\(\d+\)$/ })).toBeInTheDocument();
    expect(within(dialog).queryByText(/didn't quite get|තේරුණේ නැහැ|புரியவில்லை/)).toBeNull();
  },
);

test.each([
  [
    'en',
    'full face helmet size M under 15,000 in Kandy',
    /Rs\. 2,000-80,000/,
    'Full face helmets, size M in Kandy under Rs. 15,000',
    '/?view=biker-gear&category=helmets&size=M&helmet=full&priceMax=15000&location=Kandy',
  ],
  [
    'en',
    'pulsar 150 brake pads',
    /Rs\. 500-50,000/,
    'Spare parts for “pulsar 150 brake pads”',
    '/?view=spare-parts&q=pulsar+150+brake+pads',
  ],
  ['si', 'ටයර් එකක් ඕනේ', /අමතර කොටස්/, 'ටයර් සහ රෝද', '/si/?view=spare-parts&category=tyres'],
  ['ta', 'டயர் வேணும்', /உதிரிப் பாகங்/, 'டயர்களும் சக்கரங்களும்', '/ta/?view=spare-parts&category=tyres'],
] as const)(
  'in %s "%s" gets the script\'s reply and a link to the list it asked for',
  (lang, message, reply, label, href) => {
    vi.useFakeTimers();
    renderWithProviders(<BikeBotWidget />, { lang, route: lang === 'en' ? '/' : `/${lang}/` });
    fireEvent.click(screen.getByRole('button', { name: /BikeBot/ }));
    const dialog = screen.getByRole('dialog', { name: 'BikeBot' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: message } });
    fireEvent.submit(within(dialog).getByRole('textbox').closest('form')!);
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
    const answers = within(dialog).getAllByText(reply);
    expect(answers.length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('link', { name: label })).toHaveAttribute('href', href);
  },
);

test('a part request the keywords leave to the fallback is answered with its list', () => {
  vi.useFakeTimers();
  renderWithProviders(<BikeBotWidget />);
  const dialog = openChat();
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'dio headlight' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
  expect(within(dialog).getByText(/^Here is the list that matches/)).toBeInTheDocument();
  expect(
    within(dialog).getByRole('link', { name: 'Spare parts for “dio headlight”' }),
  ).toHaveAttribute('href', '/?view=spare-parts&q=dio+headlight');
  expect(within(dialog).queryByText(/didn't quite get/)).toBeNull();
});
