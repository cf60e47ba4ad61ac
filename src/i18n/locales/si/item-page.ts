import type { Catalog } from '../../catalog';

export const itemPage: Catalog['itemPage'] = {
  kinds: { part: 'අමතර කොටස', gear: 'බයිකර් ආරක්ෂක උපකරණ' },
  untitled: 'මාතෘකාවක් නැති දැන්වීම',
  back: 'ආපසු',
  posted: 'පළ කළේ {{date}}',
  loading: 'දැන්වීම පූරණය වෙමින්…',
  details: {
    title: 'විස්තර',
    category: 'කාණ්ඩය',
    brand: 'සන්නාමය',
    condition: 'තත්ත්වය',
    partNumber: 'කොටස් අංකය',
    size: 'ප්‍රමාණය',
    helmetSize: 'හෙල්මට් ප්‍රමාණය',
    helmetCm: 'සෙ.මී. {{cm}}',
    helmetType: 'හෙල්මට් වර්ගය',
    sls: 'SLS සලකුණ',
    location: 'ස්ථානය',
  },
  conditions: { new: 'අලුත්', used: 'පාවිච්චි කළ', refurbished: 'රීකන්ඩිෂන් කළ' },
  helmetTypes: { full: 'ෆුල් ෆේස්', half: 'හාෆ්', modular: 'මොඩියුලර්', openFace: 'ඕපන් ෆේස්' },
  sls: {
    absent: 'සලකුණ නැහැ',
    yes: 'SLS සලකුණ තියෙනවා',
    no: 'SLS සලකුණ නැහැ: ශ්‍රී ලංකාවේ පාරේ පාවිච්චියට සුදුසු නැහැ',
  },
  fitment: {
    title: 'ගැළපෙන බයික්',
    any: 'ඕනෑම බයික් එකකට ගැළපේ',
    none: 'මේ කොටස ගැළපෙන බයික් මොනවාද කියා විකුණුම්කරු සඳහන් කර නැහැ.',
  },
  myBike: {
    fits: 'ඔබේ {{bike}} සඳහා දමා ඇත',
    notListed: 'ඔබේ {{bike}} සඳහා දමා නැහැ: විකුණුම්කරුගෙන් අහන්න',
  },
  papers: {
    title: 'එන්ජින් හෝ චැසි අංකය',
    body: 'මේ කොටසේ එන්ජින් හෝ චැසි අංකයක් තියෙනවා. මුදල් ගෙවීමට පෙර, කොටසේ අංකය එහි ලියකියවිලිවල (ලියාපදිංචි සහතිකයේ) අංකයට ගැළපෙනවාදැයි බලන්න.',
  },
  description: 'විස්තරය',
  notFound: {
    title: 'දැන්වීම හමු නොවීය',
    body: 'මේ දැන්වීම නැහැ, නැත්නම් එය පරීක්ෂාවක් සඳහා රැඳී සිටිනවා.',
    parts: 'අමතර කොටස් බලන්න',
    gear: 'බයිකර් ආරක්ෂක උපකරණ බලන්න',
  },
  gone: {
    sold: 'මෙය විකුණා ඇත',
    expired: 'මේ දැන්වීම කල් ඉකුත් වී ඇත',
    deleted: 'මේ දැන්වීම ඉවත් කර ඇත',
    body: 'මෙය තවදුරටත් විකිණීමට නැහැ. සමාන ඒවා මෙතැන:',
  },
  meta: {
    description: '{{location}} හි {{title}}: ඡායාරූප, මිල සහ විකුණුම්කරුගේ විස්තර BikeBazaar හි.',
    descriptionNoLocation: '{{title}}: ඡායාරූප, මිල සහ විකුණුම්කරුගේ විස්තර BikeBazaar හි.',
    notFound: 'මේ දැන්වීම BikeBazaar හි නැහැ.',
  },
};
