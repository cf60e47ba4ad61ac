import { readManageToken, rememberManageToken } from './manage-tokens';

const KEY = 'bikebazaar.manageTokens_v1';
const TOKEN = 'T'.repeat(24);

test('each ad keeps its own token; what is not a token is not one', () => {
  rememberManageToken('ad-1', TOKEN);
  rememberManageToken('ad-2', 'short');
  expect(readManageToken('ad-1')).toBe(TOKEN);
  expect(readManageToken('ad-2')).toBeNull();
  localStorage.setItem(KEY, JSON.stringify({ 'ad-1': TOKEN, 'ad-3': 7 }));
  expect(readManageToken('ad-3')).toBeNull();
  expect(readManageToken('ad-1')).toBe(TOKEN);
});

test('stored text that does not read is backed up before a new token replaces it', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KEY, '{"ad-1": "' + TOKEN);
  expect(readManageToken('ad-1')).toBeNull();
  rememberManageToken('ad-2', TOKEN);
  expect(readManageToken('ad-2')).toBe(TOKEN);
  expect(JSON.parse(localStorage.getItem(`${KEY}_corrupt_backup`)!)).toEqual([
    '{"ad-1": "' + TOKEN,
  ]);
});
