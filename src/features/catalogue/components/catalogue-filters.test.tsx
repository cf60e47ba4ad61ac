import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bikerGear } from '@/data/biker-gear';
import { spareParts } from '@/data/spare-parts';
import { renderWithProviders } from '@/testing/render-app';
import BikerGearPage from '../configs/biker-gear';
import SparePartsPage from '../configs/spare-parts';

// Each filter narrows the catalogue to exactly the items the data says; jsdom renders every card.
const shownNames = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
    .sort();
const names = (items: readonly { name: { en: string } }[]) =>
  items.map((item) => item.name.en).sort();
const shownPrices = () =>
  screen.getAllByText(/^Rs\. [\d,]+$/).map((node) => Number(node.textContent!.replace(/\D/g, '')));

async function expectItems(items: readonly { name: { en: string } }[]) {
  const n = items.length;
  expect(
    await screen.findByRole('heading', { level: 2, name: n === 1 ? '1 item' : `${n} items` }),
  ).toBeInTheDocument();
  expect(shownNames()).toEqual(names(items));
}

test('spare parts: brand, condition and category narrow the list; All parts restores it', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SparePartsPage />, { route: '/?view=spare-parts' });
  await expectItems(spareParts);
  await user.selectOptions(screen.getByLabelText('Brand'), 'Honda');
  await expectItems(spareParts.filter((p) => p.brand === 'Honda'));
  await user.selectOptions(screen.getByLabelText('Brand'), '');
  await user.selectOptions(
    screen.getByLabelText('Condition'),
    screen.getByRole('option', { name: 'Refurbished' }),
  );
  await expectItems(spareParts.filter((p) => p.condition === 'refurbished'));
  await user.click(screen.getAllByRole('button', { name: 'Reset filters' }).at(-1)!);
  const tyres = screen.getByRole('button', { name: 'Tyres & wheels' });
  await user.click(tyres);
  expect(tyres).toHaveAttribute('aria-pressed', 'true');
  await expectItems(spareParts.filter((p) => p.category === 'tyres'));
  await user.click(screen.getByRole('button', { name: 'All parts' }));
  await expectItems(spareParts);
}, 30_000);

test('spare parts: compatibility ignores case; price sorts both ways', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SparePartsPage />, { route: '/?view=spare-parts' });
  await user.type(screen.getByLabelText('Fits model'), 'PULSAR');
  const pulsar = spareParts.filter((p) => p.compatibility.toLowerCase().includes('pulsar'));
  expect(pulsar.length).toBeGreaterThan(1);
  await expectItems(pulsar);
  await user.clear(screen.getByLabelText('Fits model'));
  const sort = screen.getByLabelText('Sort by');
  await user.selectOptions(sort, screen.getByRole('option', { name: 'Price: low to high' }));
  const up = shownPrices();
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await user.selectOptions(sort, screen.getByRole('option', { name: 'Price: high to low' }));
  const down = shownPrices();
  expect(down).toEqual([...down].sort((a, b) => b - a));
  expect(down).toHaveLength(spareParts.length);
}, 30_000);

test('biker gear: size, brand, condition and category narrow the list', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BikerGearPage />, { route: '/?view=biker-gear' });
  await user.selectOptions(screen.getByLabelText('Size'), 'M');
  await expectItems(bikerGear.filter((g) => g.size === 'M'));
  await user.selectOptions(screen.getByLabelText('Size'), '');
  await user.selectOptions(screen.getByLabelText('Brand'), "Rev'it");
  await expectItems(bikerGear.filter((g) => g.brand === "Rev'it"));
  await user.selectOptions(screen.getByLabelText('Brand'), '');
  await user.selectOptions(
    screen.getByLabelText('Condition'),
    screen.getByRole('option', { name: 'Used' }),
  );
  await expectItems(bikerGear.filter((g) => g.condition === 'used'));
  await user.click(screen.getByRole('button', { name: 'Reset filters' }));
  await user.click(screen.getByRole('button', { name: 'Gloves' }));
  await expectItems(bikerGear.filter((g) => g.category === 'gloves'));
}, 30_000);

test('biker gear: price bands include both edges; price sorts low to high', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BikerGearPage />, { route: '/?view=biker-gear' });
  const price = screen.getByLabelText('Price (Rs.)');
  const band = (name: string) => screen.getByRole('option', { name });
  await user.selectOptions(price, band('Up to 5,000'));
  const low = bikerGear.filter((g) => g.price <= 5_000);
  await expectItems(low);
  await user.selectOptions(price, band('5,000-15,000'));
  const mid = bikerGear.filter((g) => g.price >= 5_000 && g.price <= 15_000);
  await expectItems(mid);
  const edge = bikerGear.find((g) => g.price === 5_000)!;
  expect(low).toContain(edge);
  expect(mid).toContain(edge);
  await user.selectOptions(price, band('15,000-30,000'));
  await expectItems(bikerGear.filter((g) => g.price >= 15_000 && g.price <= 30_000));
  await user.selectOptions(price, band('30,000 and above'));
  await expectItems(bikerGear.filter((g) => g.price >= 30_000));
  await user.selectOptions(price, '');
  await user.selectOptions(
    screen.getByLabelText('Sort by'),
    screen.getByRole('option', { name: 'Price: low to high' }),
  );
  const prices = shownPrices();
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
}, 30_000);

test('biker gear: the helmet-type panel narrows helmets and clears on another category', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BikerGearPage />, { route: '/?view=biker-gear' });
  const panel = screen.getByRole('group', { name: 'Helmet type' });
  await user.click(within(panel).getByLabelText('Modular'));
  await expectItems(bikerGear.filter((g) => g.subCategory === 'modular'));
  await user.click(within(panel).getByLabelText('All helmets'));
  await expectItems(bikerGear.filter((g) => g.category === 'helmets'));
  await user.click(screen.getByRole('button', { name: 'Boots' }));
  expect(within(panel).queryByRole('radio', { checked: true })).toBeNull();
  await expectItems(bikerGear.filter((g) => g.category === 'boots'));
}, 30_000);

test('biker gear: an empty result says so and Reset filters brings every item back', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BikerGearPage />, { route: '/?view=biker-gear' });
  await user.selectOptions(screen.getByLabelText('Size'), 'XS');
  await user.click(screen.getByRole('button', { name: 'Reflective vests' }));
  expect(await screen.findByText('No gear matches these filters.')).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Reset filters' }).at(-1)!);
  await expectItems(bikerGear);
  expect(screen.getByLabelText('Size')).toHaveValue('');
}, 30_000);
