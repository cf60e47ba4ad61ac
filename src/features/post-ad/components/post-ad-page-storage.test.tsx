import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage';
import { failReads } from '@/testing/storage-faults';
import { buildAd } from '@/testing/test-vehicle';
import { fillRequired, setup, storedAds } from './post-ad-page-harness';

/** Markup, template syntax, direction marks, joiners and emoji a visitor may paste. */
const HOSTILE_LINES = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  '<svg/onload=window.__pwned=1>',
  "{{constructor.constructor('window.__pwned=1')()}}",
  '${alert(1)}',
  '</title><script>alert(1)</script>',
  '<style>*{display:none!important}</style>',
  '\u202Eevil\u202C reversed',
  '\u200Fright-to-left\u200E mark \u061C',
  `ශ්‍රී ලංකා${'ා'.repeat(30)}`,
  'Z\u0336\u0322\u031Ba\u0334l\u0337g\u0335o\u0338',
  '🏍️🔥💥👨‍👩‍👧‍👦🇱🇰',
  '__proto__',
  '<!--',
  ']]><x>',
];

// The cut at 3,000 characters and its message: post-ad-page.test.tsx (a paste over the limit).
test('markup, template syntax, direction marks and emoji in a description are posted as typed', async () => {
  const user = setup();
  await fillRequired(user);
  const description = screen.getByLabelText('Description');
  const text = HOSTILE_LINES.join('\n');
  await user.click(description);
  await user.paste(text);
  expect(description).toHaveValue(text);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(await screen.findByRole('heading', { name: 'Your ad is posted' })).toBeInTheDocument();
  expect(storedAds()[0]).toMatchObject({ description: text });
}, 20_000);

test('when the stored ads cannot be read from the start, the form loads; posting fails, says why, and the stored ads stay', async () => {
  const stored = JSON.stringify([buildAd({ id: 'keep-me' })]);
  localStorage.setItem(STORAGE_KEYS.userVehicles, stored);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // Unreadable from the first read: the form still loads.
  failReads(
    STORAGE_KEYS.userVehicles,
    new DOMException('The operation is insecure.', 'SecurityError'),
  );
  const user = setup();
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(
    await screen.findByText(/This browser does not let the site save ads/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Your ad is posted' })).not.toBeInTheDocument();
  vi.restoreAllMocks();
  expect(localStorage.getItem(STORAGE_KEYS.userVehicles)).toBe(stored);
  expect(screen.getByLabelText(/^Make/)).toHaveValue('Honda');
}, 20_000);
