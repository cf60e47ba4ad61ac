/**
 * Tamil and Sinhala words carry their case on the end (கொழும்பில் "in Colombo",
 * யாழ்ப்பாணத்திலிருந்து "from Jaffna", කොළඹින් "from Colombo"), and the name often changes
 * shape before it: -உ drops (கொழும்பு → கொழும்பில்), -ம் becomes -த்த் (யாழ்ப்பாணம் →
 * யாழ்ப்பாணத்தில்), a vowel takes a glide (கண்டி → கண்டியில், கம்பஹா → கம்பஹாவில்), a
 * Sinhala -ය may drop (යාපනය → යාපනේ). `citationForms` undoes that: it lists the dictionary
 * forms a word may be an inflection of, so a lookup by exact name still works. Only the
 * endings listed here are taken off, so a word that merely starts like a name (கண்டிப்பாக
 * "surely", காலியான "empty", கொழும்பான்) is no name.
 */

/** Tamil endings as written after a name's last consonant (vowel signs first), longest first. */
const TAMIL_ENDINGS = [
  'ிலிருந்தும்',
  'ிலிருந்து',
  'ிலுள்ள',
  'ிலேயே',
  'ிலும்',
  'ிலே',
  'ில்',
  'ில',
  'ிற்குள்',
  'ிற்கு',
  'ுக்குள்',
  'ுக்கு',
  'க்குள்',
  'க்கு',
  'ினுடைய',
  'ுடைய',
  'ின்',
  'ுடன்',
  'ோடு',
  'ால்',
  'ையும்',
  'ை',
  'ும்',
  'ிடம்',
];

/** Sinhala case endings, then the little words that may follow them (-ත් "also", -ම "only"). */
const SINHALA_ENDINGS = [
  'වලින්',
  'වලදී',
  'වලට',
  'වල',
  'ෙහිදී',
  'ෙහි',
  'ේදී',
  'දී',
  'ින්',
  'ෙන්',
  'ටත්',
  'ට',
  'ේ',
  'ෙ',
  'හි',
];
const SINHALA_CLITICS = ['ත්', 'ම', 'ද', 'යි', 'ලු'];

/** The doubled consonant Tamil writes before a following hard consonant (இலட்சத்துக்குக் குறைவு). */
const TAMIL_SANDHI = /(க்|ச்|த்|ப்)$/u;

const TAMIL = /\p{Script=Tamil}$/u;
const SINHALA = /\p{Script=Sinhala}$/u;

/** Dictionary forms a Tamil stem (ending taken off) may come from. */
function tamilStemForms(stem: string): string[] {
  const forms = [stem, `${stem}ு`, `${stem}்`];
  if (stem.endsWith('த்த')) forms.push(`${stem.slice(0, -3)}ம்`);
  if (/[யவ]$/u.test(stem)) forms.push(stem.slice(0, -1));
  return forms;
}

/** Dictionary forms a Sinhala stem may come from. */
function sinhalaStemForms(stem: string): string[] {
  const forms = [stem, `${stem}ය`, `${stem}්`, `${stem}ේ`];
  if (stem.endsWith('ය')) forms.push(stem.slice(0, -1));
  return forms;
}

function stripped(word: string, endings: readonly string[]): string[] {
  return endings.flatMap((ending) =>
    word.length - ending.length >= 2 && word.endsWith(ending)
      ? [word.slice(0, -ending.length)]
      : [],
  );
}

/**
 * The dictionary forms `word` (a search key: NFC, lower case, no joiners) may be a case form
 * of, in Tamil or Sinhala; empty for other words and for words with no known ending. Cheap:
 * a few `endsWith` per word.
 */
export function citationForms(word: string): string[] {
  const forms = new Set<string>();
  if (TAMIL.test(word)) {
    const bases = TAMIL_SANDHI.test(word) ? [word, word.replace(TAMIL_SANDHI, '')] : [word];
    for (const base of bases)
      for (const stem of stripped(base, TAMIL_ENDINGS))
        for (const f of tamilStemForms(stem)) forms.add(f);
  } else if (SINHALA.test(word)) {
    for (const base of stripped(word, SINHALA_CLITICS)) forms.add(base);
    for (const base of [word, ...stripped(word, SINHALA_CLITICS)])
      for (const stem of stripped(base, SINHALA_ENDINGS))
        for (const form of sinhalaStemForms(stem)) forms.add(form);
  }
  forms.delete(word);
  return [...forms];
}
