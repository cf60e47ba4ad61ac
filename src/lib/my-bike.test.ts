import {
  checkMyBike,
  clearMyBike,
  myBikeLabel,
  parseStoredBike,
  partFitsMyBike,
  readMyBike,
  saveMyBike,
  subscribeMyBike,
} from './my-bike';

const KEY = 'bikebazaar.myBike_v1';
const pulsar = { make: 'Bajaj', model: 'Pulsar 150', year: 2018 };

afterEach(() => localStorage.clear());

test('a bike is checked before it is kept: make, model and a four-digit year in range', () => {
  expect(checkMyBike({ make: ' Bajaj ', model: 'Pulsar 150', year: '2018' })).toEqual({
    bike: pulsar,
    problems: [],
  });
  expect(checkMyBike({ make: '', model: '', year: '18' }).problems).toEqual([
    'make',
    'model',
    'year',
  ]);
  expect(checkMyBike({ make: 'Bajaj', model: 'Pulsar', year: '1900' }).problems).toEqual(['year']);
  // A bike not in the model table is kept as typed.
  expect(checkMyBike({ make: 'Loncin', model: 'GP 150', year: '2021' }).bike).toEqual({
    make: 'Loncin',
    model: 'GP 150',
    year: 2021,
  });
});

test('saved, read back, cleared; listeners hear each change', () => {
  const heard = vi.fn();
  const stop = subscribeMyBike(heard);
  expect(readMyBike()).toBeNull();
  saveMyBike(pulsar);
  expect(readMyBike()).toEqual(pulsar);
  // The same object until storage changes (useSyncExternalStore).
  expect(readMyBike()).toBe(readMyBike());
  clearMyBike();
  expect(readMyBike()).toBeNull();
  expect(heard).toHaveBeenCalledTimes(2);
  stop();
});

test('an unreadable or tampered stored bike counts as none and never throws', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const raw of ['{', '[]', '"Pulsar"', '{"make":"Bajaj","model":"Pulsar","year":"2018"}']) {
    expect(parseStoredBike(raw)).toBeNull();
  }
  localStorage.setItem(KEY, JSON.stringify({ ...pulsar, year: 3000 }));
  expect(readMyBike()).toBeNull();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('the label and the fit check (the domain rule, any spelling of the table models)', () => {
  expect(myBikeLabel(pulsar)).toBe('Pulsar 150 (2018)');
  const fitment = [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: 2012, yearTo: 2020 }];
  expect(partFitsMyBike({ fitsAnyBike: false, fitment }, pulsar)).toBe(true);
  expect(partFitsMyBike({ fitsAnyBike: false, fitment }, { ...pulsar, year: 2022 })).toBe(false);
  expect(
    partFitsMyBike(
      { fitsAnyBike: false, fitment },
      { make: 'බජාජ්', model: 'pulsar150', year: 2015 },
    ),
  ).toBe(true);
  expect(partFitsMyBike({ fitsAnyBike: true, fitment: [] }, pulsar)).toBe(true);
});
