import type { Catalog } from '../../catalog';

export const bikebot: Catalog['bikebot'] = {
  launcher: 'BikeBot සමඟ කතාබස් කරන්න',
  title: 'BikeBot',
  subtitle: 'ඕනෑම වේලාවක ඉක්මන් පිළිතුරු',
  close: 'කතාබස් වසන්න',
  messages: 'පණිවිඩ',
  botSays: 'BikeBot:',
  youSaid: 'ඔබ:',
  typing: 'BikeBot ටයිප් කරමින්…',
  suggestions: 'යෝජනා',
  inputLabel: 'ඔබේ පණිවිඩය',
  placeholder: 'ඔබේ ප්‍රශ්නය ලියන්න…',
  send: 'යවන්න',
  finder: {
    label: '{{place}}{{price}}{{what}}{{cheap}} ({{n}})',
    make: '{{make}} {{what}}',
    place: '{{place}} ',
    under: '{{price}}ට අඩු ',
    over: '{{price}}ට වැඩි ',
    cheap: ' - අඩුම මිල මුලින්',
  },
  time: {
    am: 'පෙ.ව.',
    pm: 'ප.ව.',
    pattern: '{{period}} {{time}}',
  },
};
