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
    labelUncounted: '{{what}}{{place}}{{price}}{{cheap}}',
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
  replies: {
    greeting:
      "Hello! I'm BikeBot, the {{site}} help assistant. I can help you find bikes, spare parts and safety gear, check prices, sell your bike or reach our team. What are you looking for?",
    bikes:
      'Pick a category on the home page, or see every bike for sale. Used bikes usually cost {{usedBikes}}; new bikes {{newBikes}}.',
    spareParts:
      'We list engine parts, tyres, electrical parts, chains and accessories for Honda, Yamaha, Bajaj, TVS and Hero bikes. Spare parts usually cost {{spareParts}}.',
    gear: 'Find helmets (full-face, half and modular), gloves, jackets, boots, rain gear and reflective vests. Safety gear usually costs {{safetyGear}}. Always ride with a certified helmet.',
    price:
      'Typical prices on {{site}}:\n• Used bikes: {{usedBikes}}\n• New bikes: {{newBikes}}\n• Spare parts: {{spareParts}}\n• Safety gear: {{safetyGear}}\nUse the price filters to find ads that fit your budget.',
    sell: 'Selling is simple: post a free ad with the make, model, price, photos and your phone number. It only takes a few minutes.',
    buy: 'To buy, choose a category or browse all bikes, open an ad you like and call or WhatsApp the seller directly. Used bikes usually cost {{usedBikes}}; new bikes {{newBikes}}.',
    help: 'I can help with bikes, spare parts, safety gear, prices and selling: ask me or tap a suggestion. Our support team is available {{hours}} on {{phone}} or {{email}}.',
    contact: 'Call us on {{phone}} or email {{email}}. Support hours: {{hours}}.',
    thanks: "You're welcome! Is there anything else I can help you with?",
    hello: 'Hi there! Ask me about bikes, spare parts, safety gear, prices or selling your bike.',
    results: 'Here are the bikes that match what you asked for:',
    fallback:
      "Sorry, I didn't quite get that. Ask about bikes, spare parts, safety gear, prices, selling or contacting us, or tap a suggestion below.",
  },
  quick: {
    bikes: 'Show me bikes',
    spareParts: 'Spare parts',
    gear: 'Safety gear',
    contact: 'Contact support',
  },
  links: {
    categories: 'Browse categories',
    allBikes: 'All bikes',
    spareParts: 'See spare parts',
    gear: 'See safety gear',
    postAd: 'Post your ad',
    call: 'Call {{phone}}',
    email: 'Email us',
  },
  hours: '9:00 AM-8:00 PM, Mon-Sat',
};
