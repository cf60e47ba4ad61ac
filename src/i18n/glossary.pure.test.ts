/**
 * The glossaries' rules that a machine can check (docs/sinhala-terms.md, docs/tamil-terms.md),
 * run over every Sinhala and Tamil text, so a new string cannot bring a dropped word back.
 * A rule that has a reason to allow one text names its key in `allow`, with the reason.
 */
import { leaves } from './catalog-leaves';
import { loadAllTexts } from './namespaces/all';
import { getLoadedCatalog } from './registry';

await loadAllTexts();

type Rule = { rule: string; pattern: RegExp; allow?: readonly string[] };

function breaches(code: 'si' | 'ta', rules: readonly Rule[]): string[] {
  const texts = leaves(getLoadedCatalog(code));
  return rules.flatMap(({ rule, pattern, allow = [] }) =>
    texts
      .filter(([key, text]) => pattern.test(text) && !allow.includes(key))
      .map(([key, text]) => `${rule}: ${key} = ${text}`),
  );
}

const SINHALA_RULES: readonly Rule[] = [
  {
    // වෙළඳපොළ is a physical market. වෙළඳපොළ මිල (the market price) is meant.
    rule: 'the site is වෙබ් අඩවිය or BikeBazaar; වෙළඳපොළ only in the tagline',
    pattern: /වෙළඳපොළ(?! මිල)/u,
    allow: ['common.footer.tagline'],
  },
  {
    rule: 'a number sticks to its suffix: {{n}}ක්, never {{n}} ක්',
    pattern: /(\}\}|\d|%) (ක්|කට|කින්|කි|කයි|ක|න්|ට|ටත්)(?=[\s.,:;)]|$)/u,
  },
  { rule: 'one spelling of browser: බ්‍රවුසර', pattern: /බ්\u200d?රව්ස/u },
  { rule: 'moderation is පරීක්ෂාව, not සමාලෝචනය or පරීක්ෂණ', pattern: /සමාලෝචන|පරීක්ෂණ/u },
  { rule: 'edit is වෙනස් කරන්න, refurbished රීකන්ඩිෂන්', pattern: /සංස්කරණ/u },
  { rule: 'characters are අකුරු, not අක්ෂර', pattern: /අක්ෂර/u },
  { rule: 'the connection is සම්බන්ධතාවය, not සම්බන්ධතාව', pattern: /සම්බන්ධතාව(?!ය)/u },
  {
    rule: 'the internet connection to check is named in full',
    pattern: /(?<!අන්තර්ජාල )සම්බන්ධතාවය (පරීක්ෂා|මන්දගාමී)/u,
  },
  { rule: 'a blocked number (අංකය), not a blocked handset', pattern: /දුරකථනය(ේ)? අවහිර/u },
  { rule: 'delete for good is ස්ථිරවම', pattern: /සම්පූර්ණයෙන්ම මක/u },
  { rule: 'km is කි.මී.', pattern: /\bkm\b/u },
  { rule: 'e.g. is උදා:', pattern: /උදා\./u },
  { rule: 'report is වාර්තා කරන්න, not a formal complaint', pattern: /පැමිණිලි/u },
  { rule: 'log in is ඇතුළු වන්න', pattern: /ලොග් වන්න/u },
  { rule: 'a moderator is පරීක්ෂක', pattern: /මොඩරේටර්/u },
  { rule: 'filter is පෙරහන්, not පෙරන්න (to strain)', pattern: /පෙරන්න/u },
  { rule: 'a keyword is සෙවුම් පදය', pattern: /මූල පදය/u },
  { rule: 'cheapest is අඩුම මිල, not ලාභම ("most profitable")', pattern: /ලාභම/u },
  { rule: 'add is එක් කරන්න', pattern: /එකතු කරන්න/u },
  { rule: 'from takes the case ending, not වෙතින්', pattern: /වෙතින්/u },
  { rule: 'trusted is විශ්වාසවන්ත', pattern: /විශ්වාසදායී/u },
  { rule: 'no summer here (ගිම්හාන)', pattern: /ගිම්හාන/u },
  { rule: 'saved is සුරැකුවා', pattern: /සුරකින ලදී/u },
];

const TAMIL_RULES: readonly Rule[] = [
  {
    // சந்தை விலை (the market price) is meant.
    rule: 'the site is தளம் or BikeBazaar; சந்தை only in the tagline',
    pattern: /சந்தை(?! விலை)/u,
    allow: ['common.footer.tagline'],
  },
  {
    rule: 'a separate ஐ / இல் / இற்கு / இன் after Latin names, figures and placeholders',
    pattern: /[A-Za-z0-9}%)]-?[\u0B80-\u0BFF]/u,
  },
  { rule: 'select is தெரிவு செய் (two words), never தேர்ந்தெடு', pattern: /தேர்ந்தெடு|தெரிவுசெய்/u },
  { rule: 'the dative of -ம் words is -த்திற்கு', pattern: /த்துக்கு/u },
  {
    rule: '"try again" is மீண்டும் முயற்சி செய்யுங்கள்',
    pattern: /முயலுங்கள்|முயற்சியுங்கள்|முயற்சிக்கவும்/u,
  },
  { rule: 'sentences take -ங்கள், never -வும்', pattern: /வும்[.!]/u },
  {
    // -க is the post-ad button's form only (விளம்பரம் இடுக).
    rule: 'sentences and headings take -ங்கள், not -க',
    pattern: /[ுி]க(?=[.,:;!?]|$)/u,
    allow: ['common.nav.postAd', 'home.hero.postAd', 'postAd.submit', 'postAd.success.addAnother'],
  },
  {
    rule: 'the connection is always இணைய இணைப்பு in full',
    pattern: /(?<!இணைய )இணைப்பை(ச்)? சரி/u,
  },
  {
    // முழு எண் (a whole number, in the price field) is arithmetic, not a phone number.
    rule: 'a phone number is இலக்கம், not எண்',
    pattern: /(?<!முழு )எண்(?!ணிக்கை|ணெய்)/u,
  },
  { rule: 'a report is முறைப்பாடு, not புகார்', pattern: /புகார்/u },
  { rule: 'cancel is இரத்துச் செய்', pattern: /(?<!இ)ரத்து/u },
  { rule: 'details are விபரம், not விவரம்', pattern: /விவர/u },
  { rule: 'session is உள்நுழைவு நேரம், not அமர்வு', pattern: /அமர்வு/u },
  { rule: 'chat is உரையாடல், not அரட்டை', pattern: /அரட்டை/u },
  { rule: 'no புலம் (field)', pattern: /புலம்/u },
  { rule: 'filters are தெரிவுகள், not வடிகட்டி', pattern: /வடிகட்டி/u },
  { rule: 'Sri Lankan words: பற்றரி, பெற்றோல், பாவித்த', pattern: /பேட்டரி|பெட்ரோல்|பயன்படுத்திய/u },
  { rule: 'money is ரூ., never ₹', pattern: /₹/u },
  { rule: 'the server is சர்வர், online ஒன்லைன்', pattern: /சேவையகம்|ஆன்லைன்/u },
  { rule: 'the site says எம்மை / எமது, not எங்களை / எங்கள்', pattern: /எங்கள/u },
  { rule: 'lists take commas, not மற்றும்', pattern: /மற்றும்/u },
  { rule: 'later is பின்னர், not பிறகு', pattern: /பிறகு/u },
  { rule: 'a message is not செய்தி ("news")', pattern: /செய்தி/u },
  { rule: 'a window is not சாளரம்', pattern: /சாளர/u },
  { rule: 'a tab is not டேப் ("tape")', pattern: /டேப்/u },
  { rule: '"busy" is not பரபரப்பு (excitement)', pattern: /பரபரப்/u },
];

test('Sinhala texts keep the glossary rules', () => {
  expect(breaches('si', SINHALA_RULES)).toEqual([]);
});

test('Tamil texts keep the glossary rules', () => {
  expect(breaches('ta', TAMIL_RULES)).toEqual([]);
});

test('each rule catches the slip it names (the rules are not blind)', () => {
  const slips: [readonly Rule[], string][] = [
    [SINHALA_RULES, 'වෙළඳපොළට සම්බන්ධ විය නොහැක'],
    [SINHALA_RULES, 'සමාන දැන්වීම් {{n}} ක් අනුව'],
    [SINHALA_RULES, '{{percent}}% ක් පමණි'],
    [SINHALA_RULES, 'මෙම බ්‍රව්සරයට'],
    [SINHALA_RULES, 'ඔබේ සම්බන්ධතාවය පරීක්ෂා කරන්න'],
    [TAMIL_RULES, 'இப்போது BikeBazaar-ஐ அணுக முடியவில்லை'],
    [TAMIL_RULES, 'ரூ. 300,000க்கு'],
    [TAMIL_RULES, 'என்பதைத் தேர்ந்தெடுங்கள்.'],
    [TAMIL_RULES, 'இந்தத் தளத்துக்கு'],
    [TAMIL_RULES, 'மீண்டும் முயலுங்கள்.'],
    [TAMIL_RULES, 'இவற்றை மாற்றுக: எல்லாம்'],
    [TAMIL_RULES, 'உங்கள் இணைப்பைச் சரிபார்த்து'],
  ];
  for (const [rules, slip] of slips)
    expect(
      rules.some(({ pattern }) => pattern.test(slip)),
      slip,
    ).toBe(true);
  // …and lets the right forms through.
  const fine: [readonly Rule[], string][] = [
    [SINHALA_RULES, 'වෙළඳපොළ මිලට වඩා වැඩියි'],
    [SINHALA_RULES, 'සමාන දැන්වීම් {{n}}ක් අනුව'],
    [SINHALA_RULES, 'ඔබේ අන්තර්ජාල සම්බන්ධතාවය පරීක්ෂා කරන්න'],
    [TAMIL_RULES, 'இப்போது BikeBazaar ஐ அணுக முடியவில்லை'],
    [TAMIL_RULES, '0 முதல் {{maxAmount}} வரையான ஒரு முழு எண்ணை எழுதுங்கள்.'],
    [TAMIL_RULES, 'மிக அதிகம்'],
  ];
  for (const [rules, text] of fine)
    expect(
      rules.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => rule),
      text,
    ).toEqual([]);
});

/**
 * The controls whose label is a text: `<button>`, `<Link>` or `<a>` with `{t('…')}` (or a
 * `{… ? t('…') : t('…')}`) as their first child, read from the components' source.
 */
function controlLabels(): Map<string, Set<'button' | 'link'>> {
  const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const found = new Map<string, Set<'button' | 'link'>>();
  const opening = /<(button|Link|a)\b(?:[^>{]|\{(?:[^{}]|\{[^{}]*\})*\})*>\s*\{/gu;
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(opening)) {
      // The child expression, up to its closing brace (calls may hold `{ days }`).
      let depth = 1;
      let end = match.index + match[0].length;
      for (; end < source.length && depth > 0; end += 1) {
        if (source[end] === '{') depth += 1;
        else if (source[end] === '}') depth -= 1;
      }
      const child = source.slice(match.index + match[0].length, end - 1);
      if (!/^\s*(t\(|[\w.]+ === )/u.test(child)) continue;
      for (const [, key] of child.matchAll(/\bt\(\s*'([\w.]+)'/gu)) {
        const kinds = found.get(key!) ?? new Set();
        kinds.add(match[1] === 'button' ? 'button' : 'link');
        found.set(key!, kinds);
      }
    }
  }
  return found;
}

/** Verbs the controls use: the bare imperative and the "to do X" (purpose) form. */
const TAMIL_VERBS: readonly [bare: string, purpose: string][] = [
  ['நீக்கு', 'நீக்க'],
  ['திருத்து', 'திருத்த'],
  ['திற', 'திறக்க'],
  ['பார்', 'பார்க்க'],
  ['சேமி', 'சேமிக்க'],
  ['குறி', 'குறிக்க'],
  ['புதுப்பி', 'புதுப்பிக்க'],
  ['நகலெடு', 'நகலெடுக்க'],
  ['பகிர்', 'பகிர'],
  ['அனுப்பு', 'அனுப்ப'],
  ['தேடு', 'தேட'],
  ['திரும்பு', 'திரும்ப'],
  ['செல்', 'செல்ல'],
  ['அழை', 'அழைக்க'],
  ['காட்டு', 'காட்ட'],
  ['மூடு', 'மூட'],
  ['மறை', 'மறைக்க'],
  ['தடு', 'தடுக்க'],
  ['அழி', 'அழிக்க'],
  ['சேர்', 'சேர்க்க'],
  ['இயக்கு', 'இயக்க'],
  ['நிறுத்து', 'நிறுத்த'],
  ['நிர்வகி', 'நிர்வகிக்க'],
  ['அறி', 'அறிய'],
];

test('Tamil controls: buttons act with the bare imperative, links lead with the "to do X" form', () => {
  const ta = new Map(leaves(getLoadedCatalog('ta')));
  const bare = new Set(TAMIL_VERBS.map(([form]) => form));
  const purpose = new Set(TAMIL_VERBS.map(([, form]) => form));
  // A control that starts contact takes the link form (the glossary's rule).
  const startsContact = new Set(['common.contactSeller.button']);
  // Marketing invitations may take -ங்கள் (the footer's post-ad link).
  const invitations = new Set(['common.footer.postAd']);
  const controls = controlLabels();
  // The scan must see the manage page's controls, or it checks nothing.
  expect(controls.get('postAd.manage.delete')).toEqual(new Set(['button']));
  expect(controls.get('postAd.manage.edit')).toEqual(new Set(['link']));
  expect(controls.get('postAd.manage.copy')).toEqual(new Set(['button']));
  const wrong: string[] = [];
  for (const [key, kinds] of controls) {
    const label = ta.get(key);
    if (label === undefined) continue;
    const last = label.trim().split(/\s+/).at(-1)!;
    const polite = /ுங்கள்$/u.test(last);
    if (kinds.has('button') && !startsContact.has(key) && (purpose.has(last) || polite))
      wrong.push(`button ${key} = ${label}`);
    if (kinds.has('link') && !invitations.has(key) && (bare.has(last) || polite))
      wrong.push(`link ${key} = ${label}`);
  }
  expect(wrong).toEqual([]);
});
