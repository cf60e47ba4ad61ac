import type { ReplyId } from './bikebot-script';

export type KeywordGroup = {
  reply: ReplyId;
  keywords: {
    en: readonly string[];
    si: readonly string[];
    ta: readonly string[];
    singlish: readonly string[];
    tanglish: readonly string[];
  };
  /**
   * English words beyond the spec's two (`en`), typed alike in English, Singlish and Tanglish
   * ("tyre eka", "tyre venum"); `en` stays the spec's own pair.
   */
  loanwords?: readonly string[];
  /** මිලදී "purchase" is not මිල "price". */
  except?: readonly string[];
  /** Whole words only ("hi", not "high" or "history"). */
  whole?: readonly string[];
};

/** The spec's order, first match wins; stems, so suffixes match. No கியர் (a geared bike). */
export const KEYWORD_GROUPS: readonly KeywordGroup[] = [
  {
    reply: 'spareParts',
    keywords: {
      en: ['spare', 'part'],
      // පාට් with its hal: a bare පාට is "colour" (රතු පාට).
      si: ['කොටස', 'ස්පෙයා', 'පාට්', 'පාර්ට්', 'ටයර', 'ටයිය', 'චේන්', 'බැටරි', 'බ්‍රේක්'],
      ta: [
        'உதிரி',
        'பாகம்',
        'பாகங்',
        'ஸ்பெயர்',
        'ஸ்பெயார்',
        'பாட்ஸ்',
        'பார்ட்ஸ்',
        'அக்சசரீஸ்',
        'டயர்',
        'டயரு',
        'டயரை',
        'ரயர்',
        'செயின்',
        'பற்றரி',
        'பிரேக்',
      ],
      singlish: ['kotas', 'amathara kota', 'amatara kota', 'paats', 'paarts', 'tayar', 'tayer'],
      tanglish: ['uthiri', 'udhiri', 'baagam', 'bagam', 'paagam', 'spare paagam', 'paats'],
    },
    loanwords: ['tyre', 'tire', 'tires', 'chain', 'sprocket', 'brake'],
    whole: ['tire'],
  },
  {
    reply: 'gear',
    keywords: {
      en: ['helmet', 'gear'],
      si: ['හෙල්මට', 'හෙල්මෙට', 'ආරක්ෂක', 'අත්වැසුම', 'ජැකට', 'ග්ලව්ස්', 'ග්ලෝව්ස්', 'රේන් කෝට්'],
      ta: [
        'ஹெல்மெட்',
        'ஹெல்மட்',
        'ஹெல்மெற்',
        'தலைக்கவச',
        'பாதுகாப்பு உபகரண',
        'உபகரண',
        'கையுறை',
        'ஜாக்கெட்',
        'ஜக்கட்',
        'ஜாக்கட்',
        'பூட்ஸ்',
        'மழை உடை',
      ],
      singlish: ['helmat', 'hellmet', 'arakshaka', 'aarakshaka'],
      tanglish: ['thalaikavasam', 'thalai kavasam', 'kaiyurai', 'kayurai', 'pathukappu'],
    },
    loanwords: ['jacket', 'gloves', 'raincoat', 'rain coat'],
  },
  {
    reply: 'price',
    keywords: {
      en: ['price', 'cost'],
      si: ['මිල', 'ගාන', 'ගාණ', 'ගණන', 'කීයද', 'වියදම'],
      ta: ['விலை', 'எவ்வளவு', 'செலவு', 'காசு'],
      singlish: ['mila', 'gana', 'ganan', 'keeyada', 'kiyada', 'kiyeda', 'keeya'],
      tanglish: ['vilai', 'evvalavu', 'evvalo', 'evlo', 'evlavu', 'kaasu', 'selavu'],
    },
    except: ['මිලදී', 'miladi'],
  },
  {
    reply: 'sell',
    keywords: {
      en: ['sell', 'post'],
      si: ['විකුණ', 'විකිණ', 'පළ කර', 'දැන්වීම', 'දැන්වීමක', 'ඇඩ්', 'දාන්න'],
      ta: [
        'விற்க',
        'விற்கு',
        'விற்பது',
        'விற்பதற்',
        'விற்பனை செய்',
        'விக்க',
        'விளம்பர',
        'போடணும்',
        'போட வேணும்',
        'போட வேண்டும்',
      ],
      singlish: ['vikun', 'wikun', 'vikin', 'wikin', 'ad eka', 'add eka', 'danweem', 'dhanweem'],
      tanglish: [
        'virka',
        'virkka',
        'vikka',
        'vikkonum',
        'virpathu',
        'vilambaram',
        'podanum',
        'poda venum',
      ],
    },
    // විකිණීමට "for sale" is what buyers type (ikman's own heading): a buy word, below.
    except: ['විකිණීමට', 'vikinimata', 'wikinimata', 'vikineemata'],
  },
  {
    reply: 'buy',
    keywords: {
      en: ['buy', 'purchase'],
      si: ['මිලදී', 'ගන්න', 'ගැනීම', 'විකිණීමට'],
      ta: ['வாங்', 'கொள்வனவு'],
      singlish: ['ganna', 'ganne', 'miladi', 'vikinimata', 'wikinimata', 'vikineemata'],
      tanglish: ['vaanga', 'vanga', 'vaangu', 'vangu', 'kolvanavu'],
    },
  },
  {
    reply: 'help',
    keywords: {
      en: ['help', 'support'],
      si: ['උදව්', 'උදවු', 'සහාය', 'සහය'],
      ta: ['உதவி', 'ஆதரவு', 'சப்போர்ட்'],
      singlish: ['udaw', 'udav', 'udau', 'sahaya'],
      tanglish: ['uthavi', 'udhavi', 'aatharavu', 'atharavu'],
    },
  },
  {
    reply: 'contact',
    keywords: {
      en: ['contact', 'phone'],
      si: ['අමතන්න', 'ඇමතුම', 'දුරකථන', 'කෝල්', 'ෆෝන්', 'සම්බන්ධ'],
      ta: ['தொடர்பு', 'அழை', 'தொலைபேசி', 'கோல்', 'போன்', 'ஃபோன்', 'இலக்கம்', 'நம்பர்'],
      singlish: ['call karanna', 'call ekak', 'amathanna', 'amatanna', 'number eka', 'durakatha'],
      tanglish: ['thodarbu', 'thodarpu', 'tholaipesi', 'azhaikka', 'call pannunga', 'nambar'],
    },
    // போன்ற / போன்று is "like" ("பல்சர் போன்ற பைக்"), not போன் "phone".
    except: ['போன்ற'],
  },
  {
    reply: 'thanks',
    keywords: {
      en: ['thank'],
      si: ['ස්තුති', 'ස්තූති', 'තෑන්ක්'],
      ta: ['நன்றி', 'தேங்க்ஸ்', 'தேங்ஸ்'],
      singlish: ['sthuthi', 'stuthi', 'isthuthi', 'isthuti', 'thx', 'tnx'],
      tanglish: ['nandri', 'nanri', 'nandry'],
    },
  },
  {
    reply: 'hello',
    keywords: {
      en: ['hello', 'hi'],
      si: ['ආයුබෝවන්', 'හලෝ', 'හායි', 'කොහොමද'],
      ta: ['வணக்கம்', 'ஹலோ', 'ஹாய்', 'சுகமா', 'எப்படி இருக்'],
      singlish: ['ayubowan', 'aayubowan', 'kohomada', 'halo'],
      tanglish: ['vanakkam', 'vanakam', 'sugama', 'sukama', 'eppadi irukk'],
    },
    whole: ['hi'],
  },
];
