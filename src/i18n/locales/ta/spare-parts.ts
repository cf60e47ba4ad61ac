import type { Catalog } from '../../catalog';

export const spareParts: Catalog['spareParts'] = {
  hero: {
    title: 'உதிரிப் பாகங்கள்',
    subtitle:
      'இலங்கை முழுவதும் உள்ள விற்பனையாளர்களிடமிருந்து Honda, Yamaha, Bajaj, TVS, Hero பைக்குகளுக்கான எஞ்சின், டயர், மின், செயின் பாகங்கள்.',
  },
  filters: {
    title: 'பாகங்களுக்கான தெரிவுகள்',
    brand: 'பிராண்ட்',
    allBrands: 'எல்லாம்',
    compatibility: 'பொருந்தும் மாடல்',
    compatibilityPlaceholder: 'உதாரணம்: Pulsar 150',
    condition: 'நிலை',
    anyCondition: 'எல்லாம்',
    reset: 'தெரிவுகளை மீளமை',
  },
  categories: {
    label: 'வகை',
    all: 'எல்லாப் பாகங்களும்',
    engine: 'எஞ்சின்',
    tyres: 'டயர்களும் சக்கரங்களும்',
    electrical: 'மின் பாகங்கள்',
    chains: 'செயினும் ஸ்ப்ரொக்கெட்டும்',
    accessories: 'அக்சசரீஸ்',
  },
  conditions: { new: 'புதியது', used: 'பாவித்தது', refurbished: 'ரீகண்டிஷன்' },
  sort: {
    label: 'வரிசைப்படுத்து',
    newest: 'புதியவை முதலில்',
    'price-asc': 'விலை: குறைந்தது முதல்',
    'price-desc': 'விலை: கூடியது முதல்',
  },
  list: {
    countOne: '1 பொருள்',
    countOther: '{{n}} பொருட்கள்',
    empty: 'இந்தத் தெரிவுகளுக்குப் பொருந்தும் பாகங்கள் இல்லை.',
    fits: 'பொருந்தும்: {{models}}',
  },
};
