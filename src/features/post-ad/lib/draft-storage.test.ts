import { STORAGE_KEYS } from '@/lib/storage';
import { GALLERY_URLS_MAX_CHARS, postAdDefaults } from '../post-ad-schema';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';

test('no draft gives the defaults (category scooters, condition Used)', () => {
  expect(loadDraft()).toEqual(postAdDefaults);
  expect(loadDraft().type).toBe('scooters');
  expect(loadDraft().condition).toBe('Used');
});

test('a saved draft is restored and cleared', () => {
  const values = {
    ...postAdDefaults,
    make: 'Honda',
    model: 'Dio',
    type: 'sport' as const,
    negotiable: true,
  };
  saveDraft(values);
  expect(loadDraft()).toEqual(values);
  clearDraft();
  expect(localStorage.getItem(STORAGE_KEYS.postAdDraft)).toBeNull();
  expect(loadDraft()).toEqual(postAdDefaults);
});

test('a draft with twelve full-length photo addresses comes back whole', () => {
  const url = `https://example.com/${'p'.repeat(2_000)}.jpg`;
  const galleryUrls = Array.from({ length: 12 }, () => url).join('\n');
  expect(galleryUrls.length).toBeLessThanOrEqual(GALLERY_URLS_MAX_CHARS);
  saveDraft({ ...postAdDefaults, galleryUrls });
  expect(loadDraft().galleryUrls).toBe(galleryUrls);
});

test('bad stored drafts never crash and fall back field by field', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(STORAGE_KEYS.postAdDraft, '{not json');
  expect(loadDraft()).toEqual(postAdDefaults);
  localStorage.setItem(STORAGE_KEYS.postAdDraft, '[1,2]');
  expect(loadDraft()).toEqual(postAdDefaults);
  localStorage.setItem(
    STORAGE_KEYS.postAdDraft,
    JSON.stringify({
      type: 'tractor',
      condition: 'Broken',
      make: 42,
      model: 'Dio',
      negotiable: 'yes',
    }),
  );
  expect(loadDraft()).toEqual({ ...postAdDefaults, model: 'Dio' });
});

test('Sinhala text with zero-width joiners survives a round trip', () => {
  const location = 'ශ්\u200Dරී ජයවර්ධනපුර';
  saveDraft({ ...postAdDefaults, location });
  expect(loadDraft().location).toBe(location);
});
