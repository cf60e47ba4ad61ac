import { notificationFor } from './push-sw';

test('a push about new ads reads in the language the browser subscribed in', () => {
  const many = notificationFor({ kind: 'new', lang: 'si', n: 3, url: '/si/browse/all?make=Honda' });
  expect(many.title).toBe('ඔබේ සුරැකි සෙවුමට අලුත් දැන්වීම් 3ක්');
  expect(many.options.data).toEqual({ url: '/si/browse/all?make=Honda' });
  expect(many.options.lang).toBe('si');
  const one = notificationFor({ kind: 'new', lang: 'ta', n: 1, title: 'Honda Dio', url: '/ta/x' });
  expect(one.title).toBe('உங்கள் சேமித்த தேடலுக்கு ஒரு புதிய விளம்பரம்');
  expect(one.options.body).toBe('Honda Dio');
});

test('a price drop names the ad and its new price; only paths on this site are opened', () => {
  const drop = notificationFor({
    kind: 'price',
    lang: 'en',
    title: 'Bajaj Pulsar 150',
    price: 250000,
    url: 'https://evil.example/',
  });
  expect(drop.title).toBe('Price drop on a saved ad');
  expect(drop.options.body).toBe('Bajaj Pulsar 150 is now Rs: 250,000');
  expect(drop.options.data).toEqual({ url: '/' });
  expect(notificationFor({ lang: 'xx' }).title).toBe('A new ad for your saved search');
});

test('a new message names the ad only, in the seller’s language, and opens the manage page', () => {
  for (const [lang, title] of [
    ['en', 'New message about your ad'],
    ['si', 'ඔබේ දැන්වීම ගැන අලුත් පණිවිඩයක්'],
    ['ta', 'உங்கள் விளம்பரம் பற்றி ஒரு புதிய தகவல்'],
  ] as const) {
    const shown = notificationFor({
      kind: 'message',
      lang,
      title: 'Honda Dio 2019',
      url: `/manage/honda-dio-1`,
      tag: 'messages-honda-dio-1',
    });
    expect(shown.title).toBe(title);
    expect(shown.options.body).toBe('Honda Dio 2019');
    expect(shown.options.data).toEqual({ url: '/manage/honda-dio-1' });
    expect(shown.options.tag).toBe('messages-honda-dio-1');
    // No "Stop alerts": it would turn off the saved-search alerts, not this.
    expect((shown.options as { actions?: unknown }).actions).toBeUndefined();
  }
});
