// @vitest-environment node
import { recogniseBikeSearch, type BikeSearch } from './recognise-bike-search';

const none: BikeSearch = {
  type: 'all',
  make: null,
  model: null,
  location: null,
  priceMin: null,
  priceMax: null,
  year: null,
  sort: null,
};

const cheap = { sort: 'price-asc' } as const;

const requests: [language: string, message: string, expected: Partial<BikeSearch>][] = [
  // Singlish and English as typed in Sri Lanka.
  ['Singlish', 'pulsar 150 thiyenawada?', { model: 'Pulsar' }],
  ['Singlish', 'cheap scooter kandy', { type: 'scooters', location: 'Kandy', ...cheap }],
  ['Singlish', '2 lakh walata bike', { priceMax: 200_000 }],
  ['Singlish', 'under 2 lakhs', { priceMax: 200_000 }],
  ['Singlish', 'cheap', cheap],
  ['Singlish', 'aduwata bike ekak', cheap],
  ['Singlish', 'aduwata scooter ekak colombo', { type: 'scooters', location: 'Colombo', ...cheap }],
  ['Singlish', 'yamha fz ekak', { make: 'Yamaha', model: 'FZ' }],
  ['Singlish', 'hnda dio thiyenawada', { make: 'Honda', model: 'Dio' }],
  ['Singlish', 'plusar ekak galle', { model: 'Pulsar', location: 'Galle' }],
  [
    'Singlish',
    'bajja discover 3 lakh walata',
    { make: 'Bajaj', model: 'Discover', priceMax: 300_000 },
  ],
  [
    'Singlish',
    'suzki gixxer kurunegala',
    { make: 'Suzuki', model: 'Gixxer', location: 'Kurunegala' },
  ],
  ['Singlish', 'adu mila scooty ekak gampaha', { type: 'scooters', location: 'Gampaha', ...cheap }],
  ['Singlish', 'mahanuwara 5 lakhs ta adu bike', { location: 'Kandy', priceMax: 500_000 }],
  ['Singlish', 'laba bike ekak matara', { location: 'Matara', ...cheap }],
  ['Singlish', 'electric bike ekak 4 lakhs', { type: 'electric', priceMax: 400_000 }],
  ['Singlish', 'ntorq negombo', { model: 'Ntorq', location: 'Negombo' }],
  // Sinhala script.
  ['Sinhala', 'අඩුවට ස්කූටර් එකක්', { type: 'scooters', ...cheap }],
  ['Sinhala', 'පල්සර් 150 තියෙනවද', { model: 'Pulsar' }],
  ['Sinhala', 'ලක්ෂ 2ට අඩු යතුරුපැදි', { priceMax: 200_000 }],
  ['Sinhala', 'මහනුවර අඩු මිල ස්කූටර්', { type: 'scooters', location: 'Kandy', ...cheap }],
  ['Sinhala', 'යමහා FZ කොළඹ', { make: 'Yamaha', model: 'FZ', location: 'Colombo' }],
  ['Sinhala', 'ලාභ හොන්ඩා ඩියෝ එකක්', { make: 'Honda', model: 'Dio', ...cheap }],
  ['Sinhala', 'ගාල්ලේ ලක්ෂ 4ට වැඩි බයික්', { location: 'Galle', priceMin: 400_000 }],
  ['Sinhala', 'විදුලි බයික් අඩුවට', { type: 'electric', ...cheap }],
  // Tamil script and Tanglish.
  ['Tamil', 'யமஹா விலை குறைவு', { make: 'Yamaha', ...cheap }],
  ['Tamil', 'மலிவு ஸ்கூட்டர்', { type: 'scooters', ...cheap }],
  ['Tamil', 'மலிவான பைக் யாழ்ப்பாணத்தில்', { location: 'Jaffna', ...cheap }],
  ['Tamil', 'குறைந்த விலை ஹோண்டா', { make: 'Honda', ...cheap }],
  ['Tamil', 'பல்சர் 150 இருக்கா', { model: 'Pulsar' }],
  ['Tamil', '2 இலட்சத்துக்குள் பைக்', { priceMax: 200_000 }],
  ['Tamil', 'கண்டியில் மலிவான ஸ்கூட்டி', { type: 'scooters', location: 'Kandy', ...cheap }],
  ['Tamil', 'டியோ கொழும்பில்', { model: 'Dio', location: 'Colombo' }],
  ['Tanglish', 'malivu scooter jaffna', { type: 'scooters', location: 'Jaffna', ...cheap }],
  ['Tanglish', 'vilai kuraivu bike batticaloa', { location: 'Batticaloa', ...cheap }],
  ['Tanglish', 'yamaha 3 latcham varai', { make: 'Yamaha', priceMax: 300_000 }],
];

test.each(requests)('%s: "%s"', (_, message, expected) => {
  expect(recogniseBikeSearch(message)).toEqual({ ...none, ...expected });
});

test('the table holds at least 30 requests, each language among them', () => {
  expect(requests.length).toBeGreaterThanOrEqual(30);
  for (const language of ['Singlish', 'Sinhala', 'Tamil']) {
    expect(requests.filter(([l]) => l === language).length, language).toBeGreaterThanOrEqual(5);
  }
});

test.each(['hello', 'thank you', 'සමාවෙන්න', 'நன்றி', 'sale eka kohomada', 'second hand'])(
  '"%s" names no bikes',
  (message) => {
    expect(recogniseBikeSearch(message)).toBeNull();
  },
);
