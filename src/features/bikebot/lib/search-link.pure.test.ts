// @vitest-environment node
import { getSampleVehicles } from '@/data/sample-vehicles';
import { recogniseBikeSearch } from '@/domain/search/recognise-bike-search';
import { filterByType } from '@/domain/vehicles/filter-vehicles';
import { chatReducer, initialChatState } from '../bikebot-reducer';
import { getSearchLink } from './search-link';

const samples = getSampleVehicles();
const kandyScooters = filterByType(samples, 'scooters').filter((v) => v.location === 'Kandy');

test('a cheap scooter in Kandy links to the filtered list, counted, in both languages', () => {
  const search = recogniseBikeSearch('Hi, I want a cheap scooter in Kandy')!;
  const n = kandyScooters.length;
  expect(n).toBeGreaterThan(0);
  expect(getSearchLink(search, 'en', samples)).toEqual({
    label: `Scooters in Kandy, cheapest first (${n})`,
    to: '/browse/scooters?location=Kandy&sort=price-asc',
  });
  expect(getSearchLink(search, 'si', samples).label).toBe(`මහනුවර ස්කූටර් - අඩුම මිල මුලින් (${n})`);
  expect(getSearchLink(search, 'ta', samples).label).toBe(
    `கண்டி பகுதியில் ஸ்கூட்டர்கள் - குறைந்த விலை முதலில் (${n})`,
  );
});

test('a price limit and a brand go into the link and its label', () => {
  const search = recogniseBikeSearch('honda scooter under 500000')!;
  const link = getSearchLink(search, 'en', samples);
  expect(link).toMatchObject({ to: '/browse/scooters?make=Honda&priceMax=500000' });
  expect(link.label).toMatch(/^Honda Scooters under Rs\. 500,000 \(\d+\)$/);
  expect(getSearchLink(search, 'si', samples).label).toMatch(
    /^රු\. 500,000ට අඩු Honda ස්කූටර් \(\d+\)$/,
  );
});

test('the reply keeps its scripted text and adds the list link after it', () => {
  let state = chatReducer(initialChatState, { type: 'open', lang: 'en', now: 0 });
  state = chatReducer(state, { type: 'send', text: 'Hi, I want a cheap scooter in Kandy', now: 1 });
  state = chatReducer(state, { type: 'deliver', lang: 'en', now: 1001 });
  const reply = state.messages.at(-1)!;
  expect(reply.reply).toBe('hello');
  expect(reply.search).toMatchObject({ type: 'scooters', location: 'Kandy' });

  state = chatReducer(state, { type: 'send', text: 'scooter under 500000', now: 2000 });
  state = chatReducer(state, { type: 'deliver', lang: 'en', now: 3000 });
  expect(state.messages.at(-1)).toMatchObject({
    reply: 'results',
    search: { type: 'scooters', priceMax: 500_000 },
  });
});

test('a model is searched as a keyword, and what was recognised is answered, never the fallback', () => {
  const pulsar = getSearchLink(recogniseBikeSearch('pulsar 150 thiyenawada?')!, 'en', samples);
  expect(pulsar).toMatchObject({ to: '/browse/all?q=Pulsar' });
  expect(pulsar.label).toMatch(/^Pulsar Bikes \([1-9]\d*\)$/);
  let state = chatReducer(initialChatState, { type: 'open', lang: 'en', now: 0 });
  const messages = [
    'pulsar 150 thiyenawada?',
    'cheap scooter kandy',
    'யமஹா விலை குறைவு',
    '2 lakh walata bike',
    'aduwata',
    'மலிவு',
    'under 2 lakhs',
    'plusar',
  ];
  for (const [i, text] of messages.entries()) {
    state = chatReducer(state, { type: 'send', text, now: i * 2000 });
    state = chatReducer(state, { type: 'deliver', lang: 'en', now: i * 2000 + 1000 });
    const reply = state.messages.at(-1)!;
    expect(reply.search, text).toBeDefined();
    expect(reply.reply, text).not.toBe('fallback');
  }
});

test('a message that names no bikes still gets the fallback', () => {
  let state = chatReducer(initialChatState, { type: 'send', text: 'asdf qwerty', now: 0 });
  state = chatReducer(state, { type: 'deliver', lang: 'en', now: 1000 });
  expect(state.messages.at(-1)).toMatchObject({ reply: 'fallback' });
});

test('quick replies and questions about parts or gear get no bike list', () => {
  let state = chatReducer(initialChatState, { type: 'open', lang: 'en', now: 0 });
  state = chatReducer(state, { type: 'send', text: 'Honda spare parts in Kandy', now: 1 });
  state = chatReducer(state, { type: 'send', text: 'Show me bikes', reply: 'bikes', now: 2 });
  state = chatReducer(state, { type: 'deliver', lang: 'en', now: 5000 });
  expect(state.messages.filter((message) => message.search)).toEqual([]);
});

test("a model year asked for is the list's year filter, named in the label", () => {
  // The samples hold a 2019 FZ in Kandy and a 2022 FZ-S V3 in Colombo: only the first is asked.
  const search = recogniseBikeSearch('yamaha fz 2019 kandy')!;
  const link = getSearchLink(search, 'en', samples);
  expect(link).toMatchObject({
    to: '/browse/all?make=Yamaha&location=Kandy&yearMin=2019&yearMax=2019&q=FZ',
  });
  expect(link.label).toBe('Yamaha FZ 2019 Bikes in Kandy (1)');
  expect(getSearchLink(search, 'si', samples).label).toBe('මහනුවර Yamaha FZ 2019 යතුරුපැදි (1)');
  // Without the year, both FZs.
  expect(getSearchLink(recogniseBikeSearch('yamaha fz')!, 'en', samples).label).toBe(
    'Yamaha FZ Bikes (2)',
  );
});
