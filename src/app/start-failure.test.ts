import { within } from '@testing-library/dom';
import { chunkError as taChunkError } from '@/i18n/locales/ta/chunk-error';
import { ChunkLoadError } from '@/lib/load-chunk';
import { STORAGE_KEYS } from '@/lib/storage';
import { showStartFailure } from './start-failure';

function setup() {
  const container = document.createElement('div');
  container.innerHTML = '<main><h1>Scooters</h1></main>';
  document.body.append(container);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return container;
}

test('a start that failed replaces the prerendered page with the reason and a Retry button', () => {
  const container = setup();
  showStartFailure(container, new ChunkLoadError('network'));
  const alert = within(container).getByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'This page could not be loaded' }),
  ).toBeVisible();
  expect(alert).toHaveTextContent('The network failed while loading. Check your connection.');
  expect(alert).toHaveTextContent('Reason: network');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(container.querySelector('main:not(#main)')).toBeNull();
  container.remove();
});

test("the failure is shown in the page's language, whatever was stored", () => {
  localStorage.setItem(STORAGE_KEYS.language, 'ta');
  window.history.replaceState(null, '', '/si/browse/scooters');
  const container = setup();
  showStartFailure(container, new ChunkLoadError('timeout'));
  expect(within(container).getByRole('button', { name: 'නැවත උත්සාහ කරන්න' })).toBeInTheDocument();
  expect(container).toHaveTextContent('හේතුව: timeout');
  expect(within(container).getByRole('link')).toHaveAttribute('href', '/si/');
  expect(document.documentElement.lang).toBe('si');
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
  container.remove();
});

test('an error that is not a chunk failure is told in the page language, without a bare code', () => {
  window.history.replaceState(null, '', '/ta/vehicle/abc');
  const container = setup();
  showStartFailure(container, new Error('boom'));
  expect(container).toHaveTextContent(taChunkError.unknown);
  expect(container).not.toHaveTextContent(/unknown/i);
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
  container.remove();
});
