// The ad the benches publish through the API: a scooter with a real 1600 px photo, as a phone
// would send it.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

/** Publishes it on the server at `base`; its id. */
export async function publishAd(base) {
  const photo = await sharp(readFileSync('public/media/home/hero-1280.webp'))
    .resize({ width: 1600 })
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.append(
    'ad',
    JSON.stringify({
      type: 'scooters',
      condition: 'Used',
      title: 'Honda Dio 2021, one owner',
      make: 'Honda',
      model: 'Dio',
      year: '2021',
      registerYear: '2021',
      price: '450000',
      negotiable: true,
      mileageKm: '12000',
      engineCapacityCc: '110',
      transmission: 'Automatic',
      fuelType: 'Petrol',
      color: 'Red',
      location: 'Kandy',
      phone: '0712345678',
      heroUrl: '',
      galleryUrls: '',
      description: 'Well kept, serviced on time.',
    }),
  );
  form.append('hero', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${base}/api/vehicles`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`publishing failed: ${await response.text()}`);
  return (await response.json()).id;
}
