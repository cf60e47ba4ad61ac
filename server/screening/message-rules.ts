import type { MessageWarning } from '@/domain/messages/message-schema';
import { findScamPhrase } from './scam-phrases';

/**
 * The scam guard's rules for messages, in English, Singlish (Sinhala in Latin letters), Sinhala
 * and Tamil. Each flags; none refuses: the reader gets a warning beside the message. Tested in
 * message-rules.test.ts with the wordings scammers use (December 2025 "reserve" deposits).
 */
const RULES: ReadonlyArray<{ code: MessageWarning; patterns: RegExp[] }> = [
  {
    code: 'advance_payment',
    patterns: [
      /\b(advance|deposit|reserv(e|ation|ing)|booking\s*(fee|amount|money)|token\s*(money|amount)|hold(ing)?\s*(fee|money|amount))\b/,
      /\b(pay|send|transfer|deposit)\s+(\w+\s+){0,3}(first|before|now|today|to\s+(hold|reserve|book|keep))\b/,
      /\b(send|transfer)\s+(me\s+)?(the\s+)?(money|cash|payment|rs\.?|\d)/,
      // Singlish
      /\b(advance\s*(eka|ekak)|salli\s*(kalin|danna|dala|ewanna)|kalin\s*(gewanna|ewanna|danna|salli)|mudal\s*(kalin|danna|damanna)|reserve\s*karanna|deposit\s*karanna|book\s*karanna)\b/,
      // Sinhala
      /අත්තිකාරම|ඇඩ්වාන්ස්|අඩ්වාන්ස්|තැන්පතු|තැන්පත්|රිසර්ව්|වෙන්\s*කර|කලින්\s*(ගෙව|සල්ලි|මුදල්|එව)|සල්ලි\s*(දාන්න|එවන්න)|මුදල්\s*(දාන්න|එවන්න|බැර)/,
      // Tamil
      /முன்பண|அட்வான்ஸ்|வைப்பு|ரிசர்வ்|முன்பதிவு|முதலில்\s*(பணம்|காசு|அனுப்ப)|பணம்\s*(அனுப்ப|போட)|காசு\s*(அனுப்ப|போட)/,
    ],
  },
  {
    code: 'bank_account',
    patterns: [
      /\b(acc(ount)?\.?\s*(no|num(ber)?|#)|a\/c|bank\s*(account|acc|details|transfer)|account\s*holder|branch\s*code|iban|swift)\b/,
      /\b(boc|bank\s*of\s*ceylon|sampath|commercial\s*bank|hnb|hatton\s*national|people'?s\s*bank|nsb|seylan|ndb|dfcc|pan\s*asia|nations\s*trust|union\s*bank|cargills\s*bank|amana)\b/,
      /\b(account\s*ekata|acc\s*ekata|bank\s*ekata|account\s*ekak)\b/,
      /ගිණුම|බැංකු|ගිණුමට/,
      /கணக்கு\s*(எண்|இலக்க)|வங்கி|கணக்கிற்கு|கணக்குக்கு/,
    ],
  },
  {
    code: 'otp_code',
    patterns: [
      /\b(otp|one[\s-]*time\s*(pass(word|code)?|pin|code)|verification\s*code|verify\s*code|security\s*code|sms\s*code|pin\s*(code|number)?|6[\s-]*digit\s*code|code\s*(eka|ekak|that\s+you\s+(got|received)))\b/,
      /ඕටීපී|ඕ\s*ටී\s*පී|කේතය|කෝඩ්\s*එක|තහවුරු\s*කිරීමේ/,
      /ஓடிபி|ஓ\.?டி\.?பி|குறியீடு|சரிபார்ப்பு\s*(குறி|எண்)/,
    ],
  },
  {
    code: 'payment_link',
    patterns: [
      /\b(https?:\/\/|www\.)\S*(pay|qr|bank|wallet|checkout|secure|verify|login|otp)\S*/,
      /\b(bit\.ly|tinyurl\.com|cutt\.ly|t\.ly|is\.gd|rb\.gy|shorturl\.at|goo\.gl)\/\S+/,
      /\b(qr(\s*code)?|lanka\s*qr|scan\s+(this|the|my)|payment\s*link|pay\s*link|frimi|ez\s*cash|genie|mcash|upay|webxpay|payhere)\b/,
      /කියූආර්|ලින්ක්\s*එක/,
      /கியூஆர்|லிங்க்/,
    ],
  },
  {
    code: 'off_platform',
    patterns: [
      /\b(whats\s*app|whatsapp|watsapp|wa\.me|viber|telegram|t\.me|imo|signal\s*app|messenger|wechat|line\s*app|sms\s+me|text\s+me|email\s+me|mail\s+me)\b/,
      /\b(call|contact|msg|message|ping)\s+(me\s+)?(on|at|via|through)\b/,
      /\b(talk|chat)\s+(outside|elsewhere|privately|on\s+\w+)\b/,
      /\b(whatsapp\s*(karanna|eken|ekata)|call\s*karanna|inbox\s*karanna)\b/,
      /වට්ස්ඇප්|වට්සැප්|වට්ස්\s*ඇප්|වයිබර්|ටෙලිග්‍රෑම්|ටෙලිග්රෑම්|කෝල්\s*කරන්න|අමතන්න/,
      /வாட்ஸ்அப்|வாட்ஸ்\s*அப்|வைபர்|டெலிகிராம்|அழைக்கவும்|கால்\s*பண்ணு/,
    ],
  },
];

/** 9–18 digits in a row (spaces and dashes between) that are not a Sri Lankan phone number. */
function holdsAccountNumber(text: string): boolean {
  for (const run of text.match(/\d[\d\s-]{7,28}\d/g) ?? []) {
    const digits = run.replace(/[\s-]/g, '');
    if (digits.length < 9 || digits.length > 18) continue;
    const phone = /^(0\d{9}|94\d{9}|0094\d{9})$/.test(digits);
    if (!phone) return true;
  }
  return false;
}

/** "code: 123456", "pin 4321". */
const BARE_CODE = /\b(code|pin|otp)\s*[:=-]?\s*\d{4,8}\b/;

export type MessageScreening = {
  warnings: MessageWarning[];
  /** The moderators' phrase that holds this message for review, if any. */
  heldBy: string | null;
};

/**
 * Screens one message: the rules above, the moderators' scam phrases (each warns), and the
 * phrases they marked to hold messages (the message waits for review).
 */
export function screenMessage(
  text: string,
  phrases: readonly string[],
  holding: readonly string[],
): MessageScreening {
  const folded = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, '');
  const warnings = new Set<MessageWarning>();
  for (const rule of RULES) {
    if (rule.patterns.some((pattern) => pattern.test(folded))) warnings.add(rule.code);
  }
  if (holdsAccountNumber(folded)) warnings.add('bank_account');
  if (BARE_CODE.test(folded)) warnings.add('otp_code');
  const heldBy = findScamPhrase([text], holding);
  if (heldBy || findScamPhrase([text], phrases)) warnings.add('scam_phrase');
  return { warnings: [...warnings], heldBy };
}
