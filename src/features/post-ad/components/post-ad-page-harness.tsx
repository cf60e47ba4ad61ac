import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderWithProviders } from '@/testing/render-app';
import { PostAdPage } from './post-ad-page';

// The post-ad page's test files share these; each mocks ../lib/process-image (vi.mock is per file).

export function setup(lang: 'en' | 'si' | 'ta' = 'en') {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PostAdPage />, { lang, route: '/post-ad' });
  return user;
}

export async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Make/), 'Honda');
  await user.type(screen.getByLabelText(/^Model \*/), 'Dio');
  await user.type(screen.getByLabelText(/^Model year/), '2019');
  await user.type(screen.getByLabelText(/^Location/), 'Colombo');
  await user.type(screen.getByLabelText(/^Phone/), '071 234 5678');
}

export function storedAds(): Array<Record<string, unknown>> {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.userVehicles) ?? '[]') as never;
}
