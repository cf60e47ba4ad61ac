import type { Catalog } from '../../catalog';

export const bikebot: Catalog['bikebot'] = {
  launcher: 'BikeBot உடன் உரையாட',
  title: 'BikeBot',
  subtitle: 'எந்நேரமும் விரைவான பதில்கள்',
  close: 'உரையாடலை மூடு',
  messages: 'உரையாடல்',
  botSays: 'BikeBot:',
  youSaid: 'நீங்கள்:',
  typing: 'BikeBot தட்டச்சு செய்கிறது…',
  suggestions: 'பரிந்துரைகள்',
  inputLabel: 'உங்கள் செய்தி',
  placeholder: 'உங்கள் கேள்வியை எழுதுங்கள்…',
  send: 'அனுப்பு',
  finder: {
    label: '{{place}}{{price}}{{what}}{{cheap}} ({{n}})',
    make: '{{make}} {{what}}',
    place: '{{place}} பகுதியில் ',
    under: '{{price}} இற்குக் குறைவான ',
    over: '{{price}} இற்கு மேற்பட்ட ',
    cheap: ' - குறைந்த விலை முதலில்',
  },
  time: {
    am: 'மு.ப.',
    pm: 'பி.ப.',
    pattern: '{{period}} {{time}}',
  },
};
