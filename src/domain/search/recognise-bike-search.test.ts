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

test.each<[string, Partial<BikeSearch>]>([
  [
    'Hi, I want a cheap scooter in Kandy',
    { type: 'scooters', location: 'Kandy', sort: 'price-asc' },
  ],
  ['scooter under 500000', { type: 'scooters', priceMax: 500_000 }],
  ['ස්කූටරයක් 500,000ට අඩු', { type: 'scooters', priceMax: 500_000 }],
  ['yamaha 5 lakhs', { make: 'Yamaha', priceMax: 500_000 }],
  ['bike ekak 5 laks walata', { priceMax: 500_000 }],
  ['ලක්ෂ 3ට අඩු බයික්', { priceMax: 300_000 }],
  ['மின்சார பைக் கொழும்பு', { type: 'electric', location: 'Colombo' }],
  ['கண்டியில் ஸ்கூட்டர்', { type: 'scooters', location: 'Kandy' }],
  ['මහනුවර ස්කූටර්', { type: 'scooters', location: 'Kandy' }],
  ['කොළඹින් විදුලි බයික් එකක්', { type: 'electric', location: 'Colombo' }],
  ['honda dio in galle', { make: 'Honda', model: 'Dio', location: 'Galle' }],
  ['yamha in nuwara eliya', { make: 'Yamaha', location: 'Nuwara Eliya' }],
  ['sport bike over 1 million', { type: 'sport', priceMin: 1_000_000 }],
  ['dual sport for trails', { type: 'atv-adv' }],
  ['any ATVs?', { type: 'atv-adv' }],
  ['big bike kolamba', { type: 'high-capacity', location: 'Colombo' }],
  ['a classic cruiser under Rs. 900,000', { type: 'cruiser', priceMax: 900_000 }],
  ['dirt bike below 50k', { type: 'trail', priceMax: 50_000 }],
  ['ස්කූටර් 5 ලක්ෂ', { type: 'scooters', priceMax: 500_000 }],
  ['scooty mahanuwara', { type: 'scooters', location: 'Kandy' }],
  // Tanglish: Tamil typed in Latin letters.
  [
    'kandy-la scooter 3 latcham-kku keezh',
    { type: 'scooters', location: 'Kandy', priceMax: 300_000 },
  ],
  ['minsara bike kolumbu', { type: 'electric', location: 'Colombo' }],
  ['yamaha 2 latsam mela', { make: 'Yamaha', priceMin: 200_000 }],
  ['periya bike 15 latcham varai', { type: 'high-capacity', priceMax: 1_500_000 }],
  ['scooter 300 aayiram kkulla', { type: 'scooters', priceMax: 300_000 }],
  // A model year is the list's year filter (LANGUAGE-REVIEW-2 §3.1).
  ['yamaha fz 2019 galle', { make: 'Yamaha', model: 'FZ', location: 'Galle', year: 2019 }],
  ['a 2015 model with 150cc', { year: 2015 }],
  ['2018 dio under 4 lakhs', { model: 'Dio', year: 2018, priceMax: 400_000 }],
  ['pulsar 2012 rs 2013000', { model: 'Pulsar', year: 2012, priceMax: 2_013_000 }],
  // A short model name with its vowels left out (§3.1).
  ['bajaj plsr', { make: 'Bajaj', model: 'Pulsar' }],
  ['pulsr kandy', { model: 'Pulsar', location: 'Kandy' }],
  ['honda hrnt', { make: 'Honda', model: 'Hornet' }],
  // Numbers written as words before or after a price unit (§3.2).
  ['ස්කූටර් ලක්ෂ තුනට අඩු', { type: 'scooters', priceMax: 300_000 }],
  ['තුන් ලක්ෂෙට අඩු ස්කූටර්', { type: 'scooters', priceMax: 300_000 }],
  ['ලක්ෂ දෙකහමාරට අඩු ඩියෝ', { model: 'Dio', priceMax: 250_000 }],
  ['scooter lakshe thunakata adu', { type: 'scooters', priceMax: 300_000 }],
  ['bike ekak lakh hatharata adu', { priceMax: 400_000 }],
  ['மூன்று இலட்சத்துக்குள் ஸ்கூட்டர்', { type: 'scooters', priceMax: 300_000 }],
  ['பல்சர் இரண்டு இலட்சத்துக்கு மேல்', { model: 'Pulsar', priceMin: 200_000 }],
  ['kandy dio rendu latcham varai', { model: 'Dio', location: 'Kandy', priceMax: 200_000 }],
  ['scooter under three lakhs', { type: 'scooters', priceMax: 300_000 }],
  // Singlish -kata after a figure is a case ending, not "k" (thousand).
  ['colombo pulsar lakshe 5kata adu', { model: 'Pulsar', location: 'Colombo', priceMax: 500_000 }],
])('%s', (message, expected) => {
  expect(recogniseBikeSearch(message)).toEqual({ ...none, ...expected });
});

test.each([
  'Hi',
  'hello, how are you?',
  'what are your opening hours?',
  'thanks a lot',
  'I need advice',
  'my phone is 0771234567',
  'a 150cc bike with 2000 km on it',
  'ආයුබෝවන්',
])('nothing to find in "%s"', (message) => {
  expect(recogniseBikeSearch(message)).toBeNull();
});
