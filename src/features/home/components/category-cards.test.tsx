import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { categories } from '../../../../scripts/catalogue-art/categories.mjs';
import { renderWithProviders } from '@/testing/render-app';
import { CategoryCards, STACKED } from './category-cards';

test('each card shows its own slice of the one stacked picture file', () => {
  // The picture is drawn in the catalogue art's order: the cards must count in the same one.
  expect(STACKED).toEqual(Object.keys(categories));
  renderWithProviders(<CategoryCards id="cats" />);
  const sport = screen.getByRole('link', { name: 'Sport' }).querySelector('img')!;
  expect(sport.getAttribute('src')).toBe('/media/home/categories.svg');
  expect(sport.style.getPropertyValue('--slice')).toBe(String(2 / 6));
});
