import { searchKey } from './search-key';

/**
 * Words for parts and gear as people type them in Sinhala, Tamil and Singlish, each read as the
 * English word ads are searched by ("පල්සර් බ්‍රේක්" finds "Pulsar 150 brake pads"). Small on
 * purpose, like aliases.ts: the words sellers put in titles.
 */
export const partWordAliases: Readonly<Record<string, readonly string[]>> = {
  brake: ['බ්‍රේක්', 'බ්රේක්', 'බ්‍රේක', 'බ්රේක', 'பிரேக்', 'ப்ரேக்', 'பிரேக்கு', 'break', 'brakes'],
  pads: ['පෑඩ්', 'පෑඩ්ස්', 'පැඩ්', 'பேட்', 'பேட்ஸ்', 'pad'],
  tyre: ['ටයර්', 'ටයරය', 'ටයරයක්', 'ටයර', 'டயர்', 'டயர', 'டயரு', 'tire', 'tyres', 'tires'],
  tube: ['ටියුබ්', 'ටියුබය', 'டியூப்', 'ட்யூப்'],
  chain: ['චේන්', 'චේන්', 'දම්වැල', 'செயின்', 'சங்கிலி', 'chains'],
  sprocket: ['ස්ප්‍රොකට්', 'ස්ප්රොකට්', 'ஸ்ப்ரோக்கெட்'],
  battery: ['බැටරි', 'බැටරිය', 'பேட்டரி', 'batery'],
  headlight: ['හෙඩ්ලයිට්', 'හෙඩ් ලයිට්', 'ஹெட்லைட்', 'head light'],
  bulb: ['බල්බ්', 'බල්බය', 'பல்ப்'],
  piston: ['පිස්ටන්', 'පිස්ටනය', 'பிஸ்டன்'],
  clutch: ['ක්ලච්', 'ක්ලච්', 'கிளச்', 'க்ளட்ச்'],
  engine: ['එන්ජින්', 'එන්ජිම', 'එන්ජිමක්', 'இன்ஜின்', 'எஞ்சின்', 'enjin'],
  silencer: ['සයිලන්සර්', 'සයිලන්සරය', 'சைலன்சர்', 'exhaust'],
  shock: ['ෂොක්', 'ශොක්', 'ஷாக்', 'shocks', 'absorber'],
  mirror: ['මිරර්', 'කණ්ණාඩිය', 'மிரர்', 'கண்ணாடி', 'mirrors'],
  seat: ['සීට්', 'සීට් එක', 'சீட்', 'இருக்கை'],
  indicator: ['ඉන්ඩිකේටර්', 'සිග්නල්', 'இண்டிகேட்டர்', 'சிக்னல்'],
  carburettor: ['කාබියුරේටර්', 'කාබියුරේටරය', 'காபரேட்டர்', 'carburetor', 'carb'],
  helmet: ['හෙල්මට්', 'හෙල්මට් එක', 'හෙල්මට්ටුව', 'ஹெல்மெட்', 'தலைக்கவசம்', 'helmat', 'helmets'],
  gloves: ['අත්වැසුම්', 'ග්ලව්ස්', 'கையுறை', 'கையுறைகள்', 'glove'],
  jacket: ['ජැකට්', 'ජැකට්ටුව', 'ஜாக்கெட்', 'jackets'],
  boots: ['බූට්ස්', 'බූට්', 'பூட்ஸ்', 'boot'],
  rain: ['වැසි', 'රේන්', 'மழை'],
  vest: ['රිෆ්ලෙක්ටර්', 'வெஸ்ட்', 'ரிஃப்ளெக்டர்', 'reflective'],
};

let index: Map<string, string> | undefined;

function buildIndex(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [word, spellings] of Object.entries(partWordAliases)) {
    for (const spelling of [word, ...spellings]) {
      const key = searchKey(spelling);
      if (key && !map.has(key)) map.set(key, word);
    }
  }
  return map;
}

/** The English word for a typed part or gear word, or undefined. */
export function partWordOf(word: string): string | undefined {
  index ??= buildIndex();
  return index.get(searchKey(word));
}

/** Every part or gear word of `text` in its English form; other words unchanged. */
export function resolvePartWords(text: string): string {
  index ??= buildIndex();
  const words = text.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    // Two words written apart ("head light", "හෙඩ් ලයිට්") first.
    const pair =
      i + 1 < words.length ? index.get(searchKey(`${words[i]} ${words[i + 1]}`)) : undefined;
    if (pair) {
      out.push(pair);
      i += 1;
      continue;
    }
    out.push(index.get(searchKey(words[i]!)) ?? words[i]!);
  }
  return out.join(' ');
}
