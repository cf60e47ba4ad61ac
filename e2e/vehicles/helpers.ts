import type { Page } from '@playwright/test';
import { isPhone } from '../fixtures';

// Shared by the vehicle list specs: a stored user ad, the cards, the filters.

export function userAd(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    type: 'scooters',
    title: `Test scooter ${id}`,
    make: 'Honda',
    model: 'Dio',
    year: 2021,
    price: 300000,
    mileageKm: 1000,
    condition: 'Used',
    location: 'Colombo',
    postedAt: '2026-11-21T10:00:00.000Z',
    phone: '0771234999',
    ...extra,
  };
}

export async function openFilters(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: /^Filters/ }).click();
}

export function cards(page: Page) {
  return page.getByRole('list', { name: /for sale in Sri Lanka/ }).getByRole('listitem');
}

export function cardHeadings(page: Page) {
  return cards(page).getByRole('heading');
}
