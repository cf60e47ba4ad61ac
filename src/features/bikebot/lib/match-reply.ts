import { KEYWORD_GROUPS, type KeywordGroup } from '../bikebot-keywords';
import type { ReplyId } from '../bikebot-script';

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/**
 * Text as the matcher sees it: NFC, lower case, single spaces. Zero-width joiners are dropped
 * here only, so ශ්‍රී typed with or without the joiner matches; the shown message keeps them.
 */
export function matchingForm(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200C\u200D]/g, '')
    .replace(/\s+/g, ' ');
}

function startsWord(text: string, index: number): boolean {
  return index === 0 || !WORD_CHAR.test(text.charAt(index - 1));
}

/** Whether the word at `index` ends after `keyword`, its last letter maybe drawn out ("hiii"). */
function endsWord(text: string, index: number, keyword: string): boolean {
  let end = index + keyword.length;
  const last = keyword.charAt(keyword.length - 1);
  while (text.charAt(end) === last) end += 1;
  return end >= text.length || !WORD_CHAR.test(text.charAt(end));
}

function containsAtWordStart(
  text: string,
  keyword: string,
  except: readonly string[],
  whole: boolean,
): boolean {
  for (let i = text.indexOf(keyword); i !== -1; i = text.indexOf(keyword, i + 1)) {
    if (!startsWord(text, i) || except.some((word) => text.startsWith(word, i))) continue;
    if (!whole || endsWord(text, i, keyword)) return true;
  }
  return false;
}

function groupMatches(text: string, group: KeywordGroup): boolean {
  const { en, si, ta, singlish, tanglish } = group.keywords;
  const loanwords = group.loanwords ?? [];
  const except = (group.except ?? []).map(matchingForm);
  const whole = new Set((group.whole ?? []).map(matchingForm));
  return [...en, ...loanwords, ...si, ...ta, ...singlish, ...tanglish].some((keyword) => {
    const form = matchingForm(keyword);
    return containsAtWordStart(text, form, except, whole.has(form));
  });
}

/** The reply for a typed message: the first keyword group (the spec's order) that matches, else the fallback. */
export function matchReply(message: string): ReplyId {
  const text = matchingForm(message);
  return KEYWORD_GROUPS.find((group) => groupMatches(text, group))?.reply ?? 'fallback';
}
