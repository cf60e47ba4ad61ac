/** Tamil/Sinhala case endings taken off for an exact-name lookup; only these (கண்டிப்பாக is no town). */

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

const TAMIL_SANDHI = /(க்|ச்|த்|ப்)$/u;

const TAMIL = /\p{Script=Tamil}$/u;
const SINHALA = /\p{Script=Sinhala}$/u;

function tamilStemForms(stem: string): string[] {
  const forms = [stem, `${stem}ு`, `${stem}்`];
  if (stem.endsWith('த்த')) forms.push(`${stem.slice(0, -3)}ம்`);
  if (/[யவ]$/u.test(stem)) forms.push(stem.slice(0, -1));
  return forms;
}

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
