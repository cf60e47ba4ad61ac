import type { PostAdFormValues } from './post-ad-form-schema';
import { vehicleTitle } from './vehicle-title';
import type { Vehicle } from './vehicle-schema';
import { isVehicleType } from './vehicle-types';

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function formValuesFromVehicle(vehicle: Vehicle): PostAdFormValues {
  return {
    // An ATV, ADV or adventure ad (samples only) is edited as ATV / ADV, the form's kind for them.
    type: isVehicleType(vehicle.type) ? vehicle.type : 'atv-adv',
    condition: vehicle.condition,
    // A title the form made from make and model stays empty, so it follows them when they change.
    title:
      vehicle.title === vehicleTitle({ title: '', make: vehicle.make, model: vehicle.model }, '')
        ? ''
        : vehicle.title,
    make: vehicle.make,
    model: vehicle.model,
    year: text(vehicle.year),
    registerYear: text(vehicle.registerYear),
    price: text(vehicle.price),
    negotiable: vehicle.price === null,
    mileageKm: text(vehicle.mileageKm),
    engineCapacityCc: text(vehicle.engineCapacityCc ?? vehicle.engineCc),
    transmission: text(vehicle.transmission),
    fuelType: text(vehicle.fuelType),
    color: text(vehicle.color),
    description: text(vehicle.description),
    location: vehicle.location,
    phone: vehicle.phone,
    heroUrl: '',
    galleryUrls: '',
  };
}

/** A gallery photo shown as main stays in the gallery, so rebuilding gives the same photos. */
export function photosOfVehicle(vehicle: { image: string; gallery: readonly string[] }): {
  hero: string | null;
  gallery: string[];
} {
  const image = vehicle.image.trim();
  if (!image || image === vehicle.gallery[0]) return { hero: null, gallery: [...vehicle.gallery] };
  return { hero: image, gallery: vehicle.gallery.filter((url) => url !== image) };
}
