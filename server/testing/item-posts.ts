import type { GearFormValues, PartFormValues } from '@/domain/listings/item-form-schema';
import { gearFormDefaults, partFormDefaults } from '@/domain/listings/item-form-schema';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { App } from '../app';
import { postForm } from './test-app';

/** A part as its seller fills in the post form: Pulsar brake pads, with their fitment. */
export const brakePads = (patch: Partial<PartFormValues> = {}): PartFormValues => ({
  ...partFormDefaults,
  title: 'Brake pads (front), Pulsar',
  category: 'brakes',
  condition: 'new',
  brand: 'Bajaj',
  price: '2500',
  location: 'Kandy',
  phone: '0771234567',
  partNumber: 'JF-151',
  fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: '2012', yearTo: '2020' }],
  ...patch,
});

/** Gear as its seller fills in the post form: a full-face helmet without the SLS mark. */
export const helmet = (patch: Partial<GearFormValues> = {}): GearFormValues => ({
  ...gearFormDefaults,
  title: 'Full-face helmet, barely used',
  brand: 'Studds',
  price: '12000',
  location: 'Colombo',
  phone: '0712345678',
  size: 'M',
  helmetType: 'full',
  slsMark: 'no',
  ...patch,
});

/** A new part or gear ad as its poster gets it back. */
export type PostedItem = ItemAd & {
  manageToken: string;
  status: string;
  heldBecause: string | null;
};

/** Posts a part or gear ad through the API; the answer is the caller's to check. */
export const postItem = (app: App, ad: unknown, files: Parameters<typeof postForm>[1] = []) =>
  app.inject({ method: 'POST', url: '/api/items', payload: postForm(ad, files) });

/** Posts it and expects it published (or held): the stored ad. */
export async function postedItem(app: App, ad: unknown): Promise<PostedItem> {
  const response = await postItem(app, ad);
  if (response.statusCode !== 201) {
    throw new Error(`posting the item answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<PostedItem>();
}
