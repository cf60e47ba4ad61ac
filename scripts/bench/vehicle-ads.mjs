// The stored ads the vehicle list benchmark seeds: deterministic, so runs compare.

export const AD_COUNT = 10_000;

const types = ['scooters', 'trail', 'sport', 'cruiser', 'electric', 'high-capacity', 'atv-adv'];
const makes = ['Honda', 'Yamaha', 'Bajaj', 'TVS', 'Suzuki', 'Hero', 'KTM', 'Royal Enfield'];
const models = ['Dio', 'FZ', 'Pulsar', 'Ntorq', 'Gixxer', 'Maestro', 'Duke', 'Classic'];
const towns = ['Colombo', 'Kandy', 'Galle', 'Jaffna', 'Negombo', 'Matara', 'Kurunegala', 'Badulla'];
const art = ['scooter', 'trail', 'sport', 'cruiser', 'escooter', 'naked', 'adventure'];
const colours = ['red', 'blue', 'black', 'white', 'silver', 'green', 'yellow', 'orange'];

/** 10,000 small, valid ads (about 3.5 MB of JSON), deterministic so runs compare. */
export function generateAds(count = AD_COUNT) {
  const ads = [];
  for (let i = 0; i < count; i += 1) {
    const t = i % types.length;
    const m = (i * 7) % makes.length;
    const day = 1 + (i % 28);
    ads.push({
      id: `bench-${i}`,
      type: types[t],
      title: `${makes[m]} ${models[m]} ${i}`,
      make: makes[m],
      model: models[m],
      year: 2005 + (i % 20),
      price: i % 11 === 0 ? null : 150_000 + ((i * 7919) % 3_000_000),
      mileageKm: i % 13 === 0 ? null : (i * 37) % 90_000,
      condition: i % 5 === 0 ? 'New' : 'Used',
      location: towns[(i * 3) % towns.length],
      postedAt: `2026-10-${String(day).padStart(2, '0')}T08:00:00.000Z`,
      phone: `0771${String(i).padStart(6, '0')}`,
      image: `/images/vehicles/${art[t]}-${colours[i % colours.length]}-side.svg`,
    });
  }
  return ads;
}
