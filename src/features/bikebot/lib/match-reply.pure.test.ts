// @vitest-environment node
import { KEYWORD_GROUPS } from '../bikebot-keywords';
import { matchingForm, matchReply } from './match-reply';

test('keyword groups follow the fixed order', () => {
  expect(KEYWORD_GROUPS.map((group) => group.reply)).toEqual([
    'spareParts',
    'gear',
    'price',
    'sell',
    'buy',
    'help',
    'contact',
    'thanks',
    'hello',
  ]);
  expect(KEYWORD_GROUPS.map((group) => group.keywords.en)).toEqual([
    ['spare', 'part'],
    ['helmet', 'gear'],
    ['price', 'cost'],
    ['sell', 'post'],
    ['buy', 'purchase'],
    ['help', 'support'],
    ['contact', 'phone'],
    ['thank'],
    ['hello', 'hi'],
  ]);
});

test('each English keyword picks its reply', () => {
  const cases = {
    'Do you have spare wheels?': 'spareParts',
    'I need a part': 'spareParts',
    'Which helmet is best?': 'gear',
    'Riding gear': 'gear',
    'What is the price?': 'price',
    'How much does it cost': 'price',
    'I want to sell my bike': 'sell',
    'How do I post?': 'sell',
    'I want to buy a scooter': 'buy',
    'Can I purchase online': 'buy',
    help: 'help',
    'I need support': 'help',
    'How do I contact you': 'contact',
    'phone number please': 'contact',
    'thank you': 'thanks',
    hello: 'hello',
    hi: 'hello',
  } as const;
  for (const [message, reply] of Object.entries(cases))
    expect(matchReply(message), message).toBe(reply);
});

test('the earlier group wins when a message has several keywords', () => {
  expect(matchReply('What is the price of a spare chain?')).toBe('spareParts');
  expect(matchReply('price of a helmet')).toBe('gear');
  expect(matchReply('Can you help me sell my bike?')).toBe('sell');
  expect(matchReply('hi, thank you for the help')).toBe('help');
  expect(matchReply('Contact support')).toBe('help');
});

test('an unknown message gets the fallback', () => {
  expect(matchReply('Show me bikes')).toBe('fallback');
  expect(matchReply('asdf qwerty')).toBe('fallback');
  expect(matchReply('')).toBe('fallback');
});

test('keywords match at the start of a word only, in any case', () => {
  expect(matchReply('Where can I find PARTS?')).toBe('spareParts');
  expect(matchReply('Thanks!')).toBe('thanks');
  expect(matchReply('Hello!')).toBe('hello');
  expect(matchReply('is this new?')).toBe('fallback');
  expect(matchReply('which one?')).toBe('fallback');
  expect(matchReply('a counterpart')).toBe('fallback');
  expect(matchReply('(parts)')).toBe('spareParts');
});

test('"hi" is a greeting only as a whole word', () => {
  for (const greeting of ['Hi', 'hi there', 'Hiii!', 'HI, anyone?', 'ok hi'])
    expect(matchReply(greeting), greeting).toBe('hello');
  for (const other of ['high capacity bikes?', 'hire a bike', 'history of this one', 'hiya'])
    expect(matchReply(other), other).toBe('fallback');
});

test('Sinhala-script keywords match, including suffixed forms', () => {
  expect(matchReply('අමතර කොටස් තියෙනවද?')).toBe('spareParts');
  expect(matchReply('හෙල්මට් එකක් ඕනේ')).toBe('gear');
  expect(matchReply('මිල කීයද?')).toBe('price');
  expect(matchReply('මගේ බයික් එක විකුණන්න ඕනේ')).toBe('sell');
  expect(matchReply('යතුරුපැදියක් මිලදී ගන්න ඕනේ')).toBe('buy');
  expect(matchReply('උදව් කරන්න')).toBe('help');
  expect(matchReply('දුරකථන අංකය මොකක්ද')).toBe('contact');
  expect(matchReply('ස්තූතියි!')).toBe('thanks');
  expect(matchReply('ස්තුතියි')).toBe('thanks');
  expect(matchReply('ආයුබෝවන්')).toBe('hello');
  expect(matchReply('හලෝ')).toBe('hello');
});

test('"ගියර් බයික්" is a geared bike, not biker gear; colloquial selling words sell', () => {
  expect(matchReply('ගියර් බයික් එකක්')).not.toBe('gear');
  expect(matchReply('මගේ බයික් එකට ඇඩ් එකක් දාන්න ඕනේ')).toBe('sell');
  expect(matchReply('බයික් එක දාන්න පුළුවන්ද')).toBe('sell');
});

test('Sinhala keeps the order too: parts before price', () => {
  expect(matchReply('අමතර කොටස් මිල කීයද?')).toBe('spareParts');
});

test('Singlish keywords match', () => {
  expect(matchReply('spare part eka thiyenawada')).toBe('spareParts');
  expect(matchReply('kotas thiyenawada')).toBe('spareParts');
  expect(matchReply('helmet eka kiyada')).toBe('gear');
  expect(matchReply('gana keeyada?')).toBe('price');
  expect(matchReply('mila kiyada')).toBe('price');
  expect(matchReply('bike eka vikunanna one')).toBe('sell');
  expect(matchReply('Wikunanna puluwanda')).toBe('sell');
  expect(matchReply('scooter ekak ganna one')).toBe('buy');
  expect(matchReply('miladi ganna')).toBe('buy');
  expect(matchReply('udaw karanna')).toBe('help');
  expect(matchReply('udav ekak one')).toBe('help');
  expect(matchReply('call karanna one')).toBe('contact');
  expect(matchReply('sthuthi')).toBe('thanks');
  expect(matchReply('Ayubowan')).toBe('hello');
  expect(matchReply('kohomada')).toBe('hello');
});

test('Tamil typed in Latin letters (Tanglish) matches, in the SPEC order', () => {
  expect(matchReply('uthiri baagam irukka?')).toBe('spareParts');
  expect(matchReply('spare paagam vilai evvalavu')).toBe('spareParts');
  expect(matchReply('thalaikavasam venum')).toBe('gear');
  expect(matchReply('vilai evvalavu?')).toBe('price');
  expect(matchReply('intha bike evlo')).toBe('price');
  expect(matchReply('en bike-ai virkka venum')).toBe('sell');
  expect(matchReply('vilambaram podanum')).toBe('sell');
  expect(matchReply('scooter vaanganum')).toBe('buy');
  expect(matchReply('uthavi thevai')).toBe('help');
  expect(matchReply('thodarbu kolla')).toBe('contact');
  expect(matchReply('romba nandri')).toBe('thanks');
  expect(matchReply('Vanakkam')).toBe('hello');
  // "vanakkam" first, a request after it: the request wins (SPEC order), as in English.
  expect(matchReply('vanakkam, scooter vaanga venum')).toBe('buy');
  // Not Tamil words that start the same way.
  expect(matchReply('village road')).toBe('fallback');
});

test('a purchase word that starts like "price" still means buy', () => {
  expect(matchReply('මිලදී ගැනීම')).toBe('buy');
  expect(matchReply('මිලදී ගැනීමේ මිල')).toBe('price');
});

test('matching works on decomposed Sinhala and with or without the joiner', () => {
  const decomposed = 'කොටස්'.normalize('NFD');
  expect(decomposed).not.toBe('කොටස්');
  expect(matchReply(decomposed)).toBe('spareParts');
  expect(matchingForm('ශ්\u200Dරී')).toBe(matchingForm('ශ්රී'));
});

test('Tamil-script keywords match, including suffixed forms, in the SPEC order', () => {
  const cases = {
    'உதிரிப் பாகங்கள் இருக்கா?': 'spareParts',
    'Pulsar பாகம் வேணும்': 'spareParts',
    'ஹெல்மெட் ஒன்று வேணும்': 'gear',
    'கையுறைகள் இருக்கா': 'gear',
    'விலை என்ன?': 'price',
    'இது எவ்வளவு?': 'price',
    'என் பைக்கை விற்கணும்': 'sell',
    'விளம்பரம் போடுவது எப்படி': 'sell',
    'ஸ்கூட்டர் ஒன்று வாங்க வேண்டும்': 'buy',
    'உதவி தேவை': 'help',
    'உங்கள் தொலைபேசி இலக்கம் என்ன': 'contact',
    'எப்படி தொடர்புகொள்வது': 'contact',
    'நன்றி!': 'thanks',
    வணக்கம்: 'hello',
    'ஹலோ, சுகமா?': 'hello',
  } as const;
  for (const [message, reply] of Object.entries(cases))
    expect(matchReply(message), message).toBe(reply);
  // Earlier groups win: parts before price, gear before price.
  expect(matchReply('உதிரிப் பாகங்களின் விலை என்ன?')).toBe('spareParts');
  expect(matchReply('ஹெல்மெட் விலை எவ்வளவு?')).toBe('gear');
});

test('Tamil: கியர் பைக் is a geared bike, not biker gear; விற்பனைக்கு is not selling', () => {
  expect(matchReply('கியர் பைக் ஒன்று')).toBe('fallback');
  expect(matchReply('விற்பனைக்கு ஸ்கூட்டர் இருக்கா')).toBe('fallback');
});

test('every keyword group has Tamil keywords in Tamil script', () => {
  for (const group of KEYWORD_GROUPS) {
    expect(group.keywords.ta.length, group.reply).toBeGreaterThan(0);
    for (const keyword of group.keywords.ta) expect(keyword).toMatch(/^[\u0B80-\u0BFF ]+$/);
  }
});

test('Sri Lankan spoken Tamil gets a proper reply, not the fallback', () => {
  const cases = {
    'தலைக்கவசம் வேணும்': 'gear',
    'நல்ல தலைக்கவசங்கள் இருக்கா': 'gear',
    'ஜக்கட் ஒன்று வேணும்': 'gear',
    'பைக் விக்க வேணும்': 'sell',
    'என்ர பைக்கை விக்கோணும்': 'sell',
    'விளம்பரம் போட வேணும்': 'sell',
    'என் ஸ்கூட்டரை விற்பனை செய்ய வேண்டும்': 'sell',
    'பாட்ஸ் வேணும்': 'spareParts',
    'Dio பார்ட்ஸ் இருக்கா': 'spareParts',
    'அக்சசரீஸ் இருக்கா': 'spareParts',
    vikkonum: 'sell',
  } as const;
  for (const [message, reply] of Object.entries(cases))
    expect(matchReply(message), message).toBe(reply);
});

test('போன்ற ("like") is no phone request; போன் still is', () => {
  expect(matchReply('பல்சர் போன்ற பைக் வேணும்')).not.toBe('contact');
  expect(matchReply('இது போன்ற ஸ்கூட்டர் கொழும்பில்')).not.toBe('contact');
  expect(matchReply('அது போன்று ஒன்று இருக்கா')).not.toBe('contact');
  expect(matchReply('உங்கள் போன் நம்பர் என்ன')).toBe('contact');
});

test('විකිණීමට ("for sale") is a buyer\'s word; selling words still sell', () => {
  expect(matchReply('විකිණීමට ඇති පල්සර්')).toBe('buy');
  expect(matchReply('විකිණීමට ඇති පල්සර් කොළඹ')).toBe('buy');
  expect(matchReply('vikinimata thiyena scooter')).toBe('buy');
  expect(matchReply('මගේ බයික් එක විකුණන්න ඕනේ')).toBe('sell');
  expect(matchReply('මගේ බයික් එක විකිණීමට දාන්න ඕනේ')).toBe('sell');
  expect(matchReply('bike eka wikinanna one')).toBe('sell');
});

test('part and gear words in all three scripts and in Singlish lead to parts and gear', () => {
  const cases = {
    'හෙල්මෙට් එකක් ඕනේ': 'gear',
    'පාට්ස් ඕනේ': 'spareParts',
    'පාර්ට්ස් තියෙනවද': 'spareParts',
    'ටයර් එකක් ඕනේ': 'spareParts',
    'චේන් එකක මිල': 'spareParts',
    'டயர் வேணும்': 'spareParts',
    'ரயர் மாத்த வேணும்': 'spareParts',
    'செயின் இருக்கா': 'spareParts',
    'tyre eka kiyada': 'spareParts',
    'new tires for a Dio': 'spareParts',
    'chain sprocket set': 'spareParts',
    'paats thiyenawada': 'spareParts',
    'helmet ekak one': 'gear',
    'rain coat ekak': 'gear',
    'gloves venum': 'gear',
  } as const;
  for (const [message, reply] of Object.entries(cases))
    expect(matchReply(message), message).toBe(reply);
  // පාට is "colour": a red bike is no spare part.
  expect(matchReply('රතු පාට පල්සර්')).toBe('fallback');
});

test('"tire" is a tyre only as a word of its own: a tired buyer is not asking for parts', () => {
  expect(matchReply('need a new tire')).toBe('spareParts');
  expect(matchReply('two tires for my scooter')).toBe('spareParts');
  expect(matchReply('I am tired of looking, hello')).not.toBe('spareParts');
});
