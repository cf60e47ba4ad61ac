import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { Language } from '@/i18n/languages';

export const REPLY_DELAY_MS = 1000;

export type Localized = Record<Language, string>;

export type ReplyId =
  | 'greeting'
  | 'bikes'
  | 'spareParts'
  | 'gear'
  | 'price'
  | 'sell'
  | 'buy'
  | 'help'
  | 'contact'
  | 'thanks'
  | 'hello'
  | 'results'
  | 'fallback';

/** `to` is an in-app route (client-side navigation); `href` leaves the app (tel:, mailto:). */
export type ReplyLink = { label: Localized } & ({ to: string } | { href: string });

export type Reply = { text: Localized; links?: readonly ReplyLink[] };

/** Each answers with its own reply, whatever the keyword table says. */
export const QUICK_REPLIES: readonly { reply: ReplyId; label: Localized }[] = [
  { reply: 'bikes', label: { en: 'Show me bikes', si: 'යතුරුපැදි පෙන්වන්න', ta: 'பைக்குகளைக் காட்டு' } },
  { reply: 'spareParts', label: { en: 'Spare parts', si: 'අමතර කොටස්', ta: 'உதிரிப் பாகங்கள்' } },
  { reply: 'gear', label: { en: 'Safety gear', si: 'ආරක්ෂක උපකරණ', ta: 'பாதுகாப்பு உபகரணங்கள்' } },
  {
    reply: 'contact',
    label: { en: 'Contact support', si: 'අප අමතන්න', ta: 'உதவிக் குழுவைத் தொடர்புகொள்ள' },
  },
];

export const PRICE_RANGES = {
  usedBikes: [50_000, 800_000],
  newBikes: [200_000, 2_000_000],
  spareParts: [500, 50_000],
  safetyGear: [2_000, 80_000],
} as const;

export const SUPPORT_HOURS: Localized = {
  en: '9:00 AM-8:00 PM, Mon-Sat',
  si: 'සඳුදා සිට සෙනසුරාදා, පෙ.ව. 9:00 සිට ප.ව. 8:00 දක්වා',
  ta: 'திங்கள் முதல் சனி வரை, மு.ப. 9:00 முதல் பி.ப. 8:00 வரை',
};

const bikeLinks: readonly ReplyLink[] = [
  {
    label: { en: 'Browse categories', si: 'කාණ්ඩ බලන්න', ta: 'வகைகளைப் பார்க்க' },
    to: paths.home.getHref('home', 'categories'),
  },
  {
    label: {
      en: 'All bikes',
      si: 'සියලු යතුරුපැදි',
      ta: 'எல்லா மோட்டார் சைக்கிள்களும்',
    },
    to: paths.browse.getHref('all'),
  },
];

const contactLinks: readonly ReplyLink[] = [
  {
    label: {
      en: `Call ${site.phone}`,
      si: `${site.phone} අමතන්න`,
      ta: `${site.phone} இற்கு அழைக்க`,
    },
    href: site.phoneHref,
  },
  {
    label: { en: 'Email us', si: 'ඊමේල් කරන්න', ta: 'மின்னஞ்சல் அனுப்ப' },
    href: `mailto:${site.email}`,
  },
];

/** Placeholders: site phone email hours usedBikes newBikes spareParts safetyGear, in {{…}}. */
export const REPLIES: Record<ReplyId, Reply> = {
  greeting: {
    text: {
      en: "Hello! I'm BikeBot, the {{site}} help assistant. I can help you find bikes, spare parts and safety gear, check prices, sell your bike or reach our team. What are you looking for?",
      si: 'ආයුබෝවන්! මම BikeBot, {{site}} සහායකයා. යතුරුපැදි, අමතර කොටස් සහ ආරක්ෂක උපකරණ සොයා ගැනීමට, මිල ගණන් දැන ගැනීමට, ඔබේ යතුරුපැදිය විකිණීමට හෝ අපගේ කණ්ඩායම සම්බන්ධ කර ගැනීමට මට උදව් කළ හැකියි. ඔබ සොයන්නේ කුමක්ද?',
      ta: 'வணக்கம்! நான் BikeBot, {{site}} இன் உதவியாளர். பைக்குகள், உதிரிப் பாகங்கள், பாதுகாப்பு உபகரணங்களைக் கண்டுபிடிக்க, விலைகளை அறிய, உங்கள் பைக்கை விற்க, அல்லது எமது குழுவைத் தொடர்புகொள்ள நான் உதவுவேன். நீங்கள் எதைத் தேடுகிறீர்கள்?',
    },
  },
  bikes: {
    text: {
      en: 'Pick a category on the home page, or see every bike for sale. Used bikes usually cost {{usedBikes}}; new bikes {{newBikes}}.',
      si: 'මුල් පිටුවේ කාණ්ඩයක් තෝරන්න, නැතහොත් විකිණීමට ඇති සියලු යතුරුපැදි බලන්න. සාමාන්‍ය මිල ගණන්: පාවිච්චි කළ යතුරුපැදි {{usedBikes}}, අලුත් යතුරුපැදි {{newBikes}}.',
      ta: 'முகப்புப் பக்கத்தில் ஒரு வகையைத் தெரிவு செய்யுங்கள், அல்லது விற்பனைக்கு உள்ள எல்லா மோட்டார் சைக்கிள்களையும் பாருங்கள். வழமையான விலைகள்: பாவித்த பைக்குகள் {{usedBikes}}, புதிய பைக்குகள் {{newBikes}}.',
    },
    links: bikeLinks,
  },
  spareParts: {
    text: {
      en: 'We list engine parts, tyres, electrical parts, chains and accessories for Honda, Yamaha, Bajaj, TVS and Hero bikes. Spare parts usually cost {{spareParts}}.',
      si: 'Honda, Yamaha, Bajaj, TVS සහ Hero යතුරුපැදි සඳහා එන්ජින් කොටස්, ටයර්, විදුලි කොටස්, චේන් සහ ඇක්සසරීස් මෙහි ඇත. අමතර කොටස්වල සාමාන්‍ය මිල: {{spareParts}}.',
      ta: 'Honda, Yamaha, Bajaj, TVS, Hero பைக்குகளுக்கான எஞ்சின் பாகங்கள், டயர்கள், மின் பாகங்கள், செயின்கள், அக்சசரீஸ் இங்கே உள்ளன. உதிரிப் பாகங்களின் வழமையான விலை: {{spareParts}}.',
    },
    links: [
      {
        label: { en: 'See spare parts', si: 'අමතර කොටස් බලන්න', ta: 'உதிரிப் பாகங்களைப் பார்க்க' },
        to: paths.home.getHref('spare-parts'),
      },
    ],
  },
  gear: {
    text: {
      en: 'Find helmets (full-face, half and modular), gloves, jackets, boots, rain gear and reflective vests. Safety gear usually costs {{safetyGear}}. Always ride with a certified helmet.',
      si: 'හෙල්මට් (ෆුල් ෆේස්, හාෆ් සහ මොඩියුලර්), අත්වැසුම්, ජැකට්, බූට්ස්, වැසි ඇඳුම් සහ රිෆ්ලෙක්ටර් ජැකට් මෙහි ඇත. ආරක්ෂක උපකරණවල සාමාන්‍ය මිල: {{safetyGear}}. සැමවිටම සහතික කළ හෙල්මට් එකක් පැළඳ ගමන් කරන්න.',
      ta: 'ஹெல்மெட்டுகள் (ஃபுல் ஃபேஸ், ஹாஃப், மொடியுலர்), கையுறைகள், ஜாக்கெட்டுகள், பூட்ஸ், மழை உடைகள், ரிஃப்ளெக்டர் ஜாக்கெட்டுகள் இங்கே உள்ளன. பாதுகாப்பு உபகரணங்களின் வழமையான விலை: {{safetyGear}}. எப்போதும் தரச்சான்றுள்ள ஹெல்மெட் அணிந்து ஓட்டுங்கள்.',
    },
    links: [
      {
        label: {
          en: 'See safety gear',
          si: 'ආරක්ෂක උපකරණ බලන්න',
          ta: 'பாதுகாப்பு உபகரணங்களைப் பார்க்க',
        },
        to: paths.home.getHref('biker-gear'),
      },
    ],
  },
  price: {
    text: {
      en: 'Typical prices on {{site}}:\n• Used bikes: {{usedBikes}}\n• New bikes: {{newBikes}}\n• Spare parts: {{spareParts}}\n• Safety gear: {{safetyGear}}\nUse the price filters to find ads that fit your budget.',
      si: '{{site}} හි සාමාන්‍ය මිල ගණන්:\n• පාවිච්චි කළ යතුරුපැදි: {{usedBikes}}\n• අලුත් යතුරුපැදි: {{newBikes}}\n• අමතර කොටස්: {{spareParts}}\n• ආරක්ෂක උපකරණ: {{safetyGear}}\nඔබේ අයවැයට ගැළපෙන දැන්වීම් සොයා ගැනීමට මිල පෙරහන් යොදන්න.',
      ta: '{{site}} இல் வழமையான விலைகள்:\n• பாவித்த பைக்குகள்: {{usedBikes}}\n• புதிய பைக்குகள்: {{newBikes}}\n• உதிரிப் பாகங்கள்: {{spareParts}}\n• பாதுகாப்பு உபகரணங்கள்: {{safetyGear}}\nஉங்கள் பட்ஜெட்டுக்கு ஏற்ற விளம்பரங்களைக் கண்டுபிடிக்க விலைத் தெரிவுகளைப் பயன்படுத்துங்கள்.',
    },
    links: [bikeLinks[1]!],
  },
  sell: {
    text: {
      en: 'Selling is simple: post a free ad with the make, model, price, photos and your phone number. It only takes a few minutes.',
      si: 'විකිණීම පහසුයි: සන්නාමය, මාදිලිය, මිල, ඡායාරූප සහ ඔබේ දුරකථන අංකය සමඟ නොමිලේ දැන්වීමක් පළ කරන්න. ඒ සඳහා ගත වන්නේ මිනිත්තු කිහිපයක් පමණයි.',
      ta: 'விற்பது இலகு: பிராண்ட், மாடல், விலை, படங்கள், உங்கள் தொலைபேசி இலக்கத்துடன் இலவச விளம்பரம் ஒன்றை இடுங்கள். சில நிமிடங்களே எடுக்கும்.',
    },
    links: [
      {
        label: {
          en: 'Post your ad',
          si: 'ඔබේ දැන්වීම පළ කරන්න',
          ta: 'உங்கள் விளம்பரத்தை இடுங்கள்',
        },
        to: paths.postAd.getHref(),
      },
    ],
  },
  buy: {
    text: {
      en: 'To buy, choose a category or browse all bikes, open an ad you like and call or WhatsApp the seller directly. Used bikes usually cost {{usedBikes}}; new bikes {{newBikes}}.',
      si: 'මිලදී ගැනීමට කාණ්ඩයක් තෝරන්න හෝ සියලු යතුරුපැදි බලන්න. ඔබ කැමති දැන්වීම විවෘත කර විකුණුම්කරුට කෙලින්ම කෝල් හෝ WhatsApp කරන්න. සාමාන්‍ය මිල ගණන්: පාවිච්චි කළ යතුරුපැදි {{usedBikes}}, අලුත් යතුරුපැදි {{newBikes}}.',
      ta: 'வாங்குவதற்கு ஒரு வகையைத் தெரிவு செய்யுங்கள் அல்லது எல்லா மோட்டார் சைக்கிள்களையும் பாருங்கள். பிடித்த விளம்பரத்தைத் திறந்து விற்பனையாளருக்கு நேரடியாகக் கோல் அல்லது WhatsApp செய்யுங்கள். வழமையான விலைகள்: பாவித்த பைக்குகள் {{usedBikes}}, புதிய பைக்குகள் {{newBikes}}.',
    },
    links: bikeLinks,
  },
  help: {
    text: {
      en: 'I can help with bikes, spare parts, safety gear, prices and selling: ask me or tap a suggestion. Our support team is available {{hours}} on {{phone}} or {{email}}.',
      si: 'යතුරුපැදි, අමතර කොටස්, ආරක්ෂක උපකරණ, මිල ගණන් සහ විකිණීම ගැන මට උදව් කළ හැකියි: ප්‍රශ්නයක් අසන්න හෝ යෝජනාවක් තෝරන්න. අපගේ සහාය කණ්ඩායම {{hours}} විවෘතයි: {{phone}} අමතන්න, නැතහොත් {{email}} වෙත ඊමේල් කරන්න.',
      ta: 'பைக்குகள், உதிரிப் பாகங்கள், பாதுகாப்பு உபகரணங்கள், விலைகள், விற்பனை பற்றி நான் உதவுவேன்: கேள்வி கேளுங்கள் அல்லது ஒரு பரிந்துரையைத் தட்டுங்கள். எமது உதவிக் குழு {{hours}} இயங்குகிறது: {{phone}} இற்கு அழையுங்கள், அல்லது {{email}} இற்கு மின்னஞ்சல் அனுப்புங்கள்.',
    },
    links: contactLinks,
  },
  contact: {
    text: {
      en: 'Call us on {{phone}} or email {{email}}. Support hours: {{hours}}.',
      si: 'අපව {{phone}} අංකයෙන් අමතන්න, නැතහොත් {{email}} වෙත ඊමේල් කරන්න. සහාය වේලාවන්: {{hours}}.',
      ta: '{{phone}} இற்கு எம்மை அழையுங்கள், அல்லது {{email}} இற்கு மின்னஞ்சல் அனுப்புங்கள். உதவி நேரம்: {{hours}}.',
    },
    links: contactLinks,
  },
  thanks: {
    text: {
      en: "You're welcome! Is there anything else I can help you with?",
      si: 'සතුටින්! තවත් යමක් ගැන මට උදව් කළ හැකිද?',
      ta: 'மகிழ்ச்சி! வேறு ஏதாவது உதவி வேண்டுமா?',
    },
  },
  hello: {
    text: {
      en: 'Hi there! Ask me about bikes, spare parts, safety gear, prices or selling your bike.',
      si: 'ආයුබෝවන්! යතුරුපැදි, අමතර කොටස්, ආරක්ෂක උපකරණ, මිල ගණන් හෝ ඔබේ යතුරුපැදිය විකිණීම ගැන මගෙන් අසන්න.',
      ta: 'வணக்கம்! பைக்குகள், உதிரிப் பாகங்கள், பாதுகாப்பு உபகரணங்கள், விலைகள், அல்லது உங்கள் பைக்கை விற்பது பற்றி என்னிடம் கேளுங்கள்.',
    },
  },
  // Instead of the fallback when a message named bikes: the list link follows it.
  results: {
    text: {
      en: 'Here are the bikes that match what you asked for:',
      si: 'ඔබ ඉල්ලූ දේට ගැළපෙන යතුරුපැදි මෙන්න:',
      ta: 'நீங்கள் கேட்டவற்றுக்குப் பொருந்தும் பைக்குகள் இதோ:',
    },
  },
  fallback: {
    text: {
      en: "Sorry, I didn't quite get that. Ask about bikes, spare parts, safety gear, prices, selling or contacting us, or tap a suggestion below.",
      si: 'සමාවන්න, මට එය හරියට තේරුණේ නැහැ. යතුරුපැදි, අමතර කොටස්, ආරක්ෂක උපකරණ, මිල, විකිණීම හෝ අප හා සම්බන්ධ වීම ගැන අසන්න, නැතහොත් පහත යෝජනාවක් තෝරන්න.',
      ta: 'மன்னிக்கவும், எனக்குச் சரியாகப் புரியவில்லை. பைக்குகள், உதிரிப் பாகங்கள், பாதுகாப்பு உபகரணங்கள், விலை, விற்பனை அல்லது எம்மைத் தொடர்புகொள்வது பற்றிக் கேளுங்கள், அல்லது கீழே உள்ள ஒரு பரிந்துரையைத் தட்டுங்கள்.',
    },
  },
};
