import { findScamPhrase, phraseKey } from './scam-phrases';

const phrases = ['advance payment', 'Western Union', 'අත්තිකාරම', 'ශ්‍රී ලංකා ගෙවීම', 'முன்பண'];

test('a phrase matches whatever the case, spacing and punctuation', () => {
  for (const text of [
    'ADVANCE PAYMENT please',
    'advance-payment',
    'advance   payment',
    'AdvancePayment',
  ]) {
    expect(findScamPhrase([text], phrases), text).toBe('advance payment');
  }
  expect(findScamPhrase(['Pay by western\nunion'], phrases)).toBe('Western Union');
});

test('Sinhala and Tamil stems match their inflected words; joiners do not matter', () => {
  expect(findScamPhrase(['අත්තිකාරමක් ගෙවන්න'], phrases)).toBe('අත්තිකාරම');
  expect(findScamPhrase(['අත්තිකාරම් මුදල'], phrases)).toBe('අත්තිකාරම');
  expect(findScamPhrase(['ශ්රී ලංකා ගෙවීම'], phrases)).toBe('ශ්‍රී ලංකා ගෙවීම');
  expect(findScamPhrase(['முன்பணத்தை அனுப்பவும்'], phrases)).toBe('முன்பண');
  expect(findScamPhrase(['முன்பணம் தேவை'], phrases)).toBe('முன்பண');
});

test('ordinary ads and phrases split across fields do not match', () => {
  expect(findScamPhrase(['Well kept, papers ready', 'cash on handover'], phrases)).toBeNull();
  expect(findScamPhrase(['advance', 'payment'], phrases)).toBeNull();
  expect(phraseKey('  Ad-vance\u200d ')).toBe('advance');
});
