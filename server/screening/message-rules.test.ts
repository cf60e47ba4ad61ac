import { screenMessage } from './message-rules';

const phrases = ['western union', 'courier charges', 'අත්තිකාරම'];
const holding = ['western union'];
const codes = (text: string) => screenMessage(text, phrases, holding).warnings.sort();

test('an advance to a bank account is flagged in every language and in Singlish', () => {
  for (const text of [
    'Pay Rs. 10,000 deposit to reserve. Sampath acc no 1029 3847 5612',
    'reserve karanna 5000k danna, account ekata 100200300400',
    'කලින් සල්ලි දාන්න, මගේ ගිණුමට 8001234567',
    'முதலில் பணம் அனுப்பவும், வங்கி கணக்கு எண் 1234567890',
  ]) {
    expect(codes(text), text).toEqual(expect.arrayContaining(['advance_payment', 'bank_account']));
  }
});

test('codes, payment and QR links, and moving the chat elsewhere are flagged', () => {
  expect(codes('Please send me the OTP')).toEqual(['otp_code']);
  expect(codes('code: 482913')).toEqual(['otp_code']);
  expect(codes('OTP එක එවන්න')).toEqual(['otp_code']);
  expect(codes('ஓடிபி அனுப்பவும்')).toEqual(['otp_code']);
  expect(codes('scan this QR to pay')).toContain('payment_link');
  expect(codes('https://bit.ly/3xYz12')).toEqual(['payment_link']);
  expect(codes('http://lanka-pay.example/checkout')).toEqual(['payment_link']);
  expect(codes('Contact me on Telegram')).toEqual(['off_platform']);
  expect(codes('වට්ස්ඇප් කරන්න')).toEqual(['off_platform']);
  expect(codes('வாட்ஸ்அப் செய்யுங்கள்')).toEqual(['off_platform']);
});

test('ordinary questions and phone numbers pass; Kotte is no code', () => {
  for (const text of [
    'Is it still available? Can I see it on Saturday?',
    'My number is 077 123 4567, or +94 77 123 4567',
    'What is the mileage? 2019 model, 125cc?',
    'කොට්ටේ ඉන්නේ. බයික් එක බලන්න එන්නද?',
    'நான் கோட்டையில் இருக்கிறேன், பார்க்க வரலாமா?',
    'Price Rs 450,000 negotiable?',
  ]) {
    expect(codes(text), text).toEqual([]);
  }
});

test("the moderators' phrases warn; the ones they hold keep the message back", () => {
  expect(screenMessage('Courier charges first', phrases, holding)).toEqual({
    warnings: ['scam_phrase'],
    heldBy: null,
  });
  expect(screenMessage('pay via Western-Union', phrases, holding).heldBy).toBe('western union');
  expect(codes('අත්තිකාරමක් ඕනේ')).toEqual(['advance_payment', 'scam_phrase']);
});
