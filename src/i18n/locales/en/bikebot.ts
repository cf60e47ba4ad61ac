/** Strings for the BikeBot chat window. Its conversation lives in features/bikebot/bikebot-script.ts. */
export const bikebot = {
  launcher: 'Chat with BikeBot',
  title: 'BikeBot',
  subtitle: 'Quick answers, day or night',
  close: 'Close chat',
  messages: 'Messages',
  botSays: 'BikeBot:',
  youSaid: 'You:',
  typing: 'BikeBot is typing…',
  suggestions: 'Suggestions',
  inputLabel: 'Your message',
  placeholder: 'Type your question…',
  send: 'Send',
  finder: {
    label: '{{what}}{{place}}{{price}}{{cheap}} ({{n}})',
    make: '{{make}} {{what}}',
    place: ' in {{place}}',
    under: ' under {{price}}',
    over: ' over {{price}}',
    cheap: ', cheapest first',
  },
  time: {
    am: 'AM',
    pm: 'PM',
    pattern: '{{time}} {{period}}',
  },
};
