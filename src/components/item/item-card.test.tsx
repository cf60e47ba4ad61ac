import { screen } from '@testing-library/react';
import { registerSparePartsTexts } from '@/i18n/namespaces/spare-parts';
import type { ItemAd } from '@/domain/listings/item-schema';
import { renderWithProviders } from '@/testing/render-app';
import { buildPartAd } from '@/testing/test-item';
import { ItemCard } from './item-card';

registerSparePartsTexts();

const photo = `/photos/${'a'.repeat(32)}.webp`;

const pads = buildPartAd({ image: photo }) as unknown as ItemAd;

test("a stored photo offers its sizes, and on a phone's row asks for a 100 px thumbnail", () => {
  const { container } = renderWithProviders(<ItemCard ad={pads} bike={null} />);
  expect(screen.getByRole('link', { name: 'Brake pads, Pulsar' })).toBeInTheDocument();
  const img = container.querySelector('img')!;
  expect(img.getAttribute('srcset')).toContain(`/photos/${'a'.repeat(32)}-400.webp 400w`);
  expect(img.getAttribute('sizes')).toMatch(/^\(max-width: 599px\) 100px, /);
});
