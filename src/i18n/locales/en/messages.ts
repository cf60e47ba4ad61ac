/** On-site messages between a buyer and a seller (issue 46): the ad page, threads, the lists. */
export const messages = {
  seller: {
    button: 'Message seller',
    title: 'Message the seller',
    intro:
      'Write to the seller here, without an account. The seller answers on this site, and our scam guard checks every message.',
    label: 'Your message',
    placeholder: 'Is the bike still available? When can I see it?',
    placeholderItem: 'Is this still available? Where can I see it?',
    send: 'Send message',
    cancel: 'Cancel',
    queued:
      'You are offline. Your message is kept on this device and will be sent when the connection returns.',
    again: 'You have written to this seller before.',
    openThread: 'Open the conversation',
  },
  link: {
    title: 'Your message is sent',
    intro:
      'The seller answers in this conversation. It is listed on your Messages page on this device; with this private link you can also read it on another phone or computer.',
    warning: 'Anyone who has this link can read and write in this conversation. Do not share it.',
    label: 'Your private conversation link',
    open: 'Open the conversation',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Select the link above and copy it.',
    whatsapp: 'Send it to my WhatsApp',
    whatsappText:
      'My conversation about "{{title}}" on {{site}}. Private link (do not share): {{url}}',
  },
  thread: {
    heading: 'Conversation',
    about: 'About the ad',
    viewAd: 'View the ad',
    log: 'Messages in this conversation',
    you: 'You',
    buyer: 'Buyer',
    seller: 'Seller',
    empty: 'No messages yet.',
    held: 'Waiting for our moderators to check it: the other side does not see it yet.',
    pending: 'Waiting for a connection: it will be sent when you are back online.',
    failed: 'Not sent: {{reason}}',
    composer: 'Write a message',
    counter: '{{n}} of {{max}} characters',
    send: 'Send',
    sending: 'Sending…',
    announceSeller: 'New message from the seller: {{text}}',
    announceBuyer: 'New message from the buyer: {{text}}',
    discard: 'Discard',
    reconnecting: 'The connection dropped. Reconnecting; no message will be lost.',
    ended:
      'This conversation has ended: its ad was sold, expired or removed more than 30 days ago. You can read it, but no new messages can be sent.',
    endsOn: 'This ad is no longer for sale. The conversation closes on {{date}}.',
    blocked: 'Our moderators have stopped messages from you in this conversation.',
    loading: 'Loading the conversation…',
    forbidden:
      'This link does not open this conversation. Check that you copied the whole link, including the part after #.',
    loadFailed: 'Could not load the conversation. Check your internet connection and try again.',
    retry: 'Try again',
    noServer:
      'Messages work on the BikeBazaar website only; this copy of the site has no server. Call or WhatsApp the seller instead.',
  },
  report: {
    open: 'Report this conversation',
    title: 'Why are you reporting it?',
    reasons: {
      scam: 'Scam or fraud',
      abuse: 'Abuse or threats',
      spam: 'Spam',
      other: 'Something else',
    },
    send: 'Send report',
    cancel: 'Cancel',
    done: 'Reported. Our moderators will look at this conversation.',
    failed: 'Could not send your report. Check your internet connection and try again.',
  },
  warnings: {
    title: 'Be careful with this message',
    advance_payment:
      'It asks for money before you have seen the bike. Never pay an advance, deposit or "reserve" fee: see the bike and its papers first.',
    bank_account:
      'It gives a bank account number. Do not pay into it before you have seen the bike and its papers in person.',
    otp_code:
      'It mentions a code. Never share a one-time code (OTP) or verification code with anyone, not even the seller or us.',
    payment_link:
      'It has a payment or QR link. Do not pay through a link: see the bike and its papers before paying.',
    off_platform:
      'It asks to move the conversation to another app. Keep it here, where our scam guard can warn you.',
    scam_phrase:
      'It uses words often seen in scams. See the bike and its papers before paying, and never share a code.',
  },
  list: {
    title: 'Messages',
    description: 'The conversations with sellers that you started on this device.',
    intro:
      'The conversations you started on this device. They are kept only here: keep each private link to read them elsewhere.',
    empty:
      'No conversations on this device yet. Open an ad and press “Message seller” to write to its seller.',
    browse: 'Browse bikes',
    unread: '{{n}} unread',
    ended: 'Ended',
    remove: 'Remove from this device',
    removeLabel: 'Remove the conversation about {{title}} from this device',
    unreadable: 'Some saved conversations could not be read. They are kept on this device.',
    unknown: 'Could not check for new messages.',
  },
  manage: {
    title: 'Messages from buyers',
    intro:
      'Buyers write to you here without seeing your number. New messages appear as they arrive.',
    empty: 'No messages yet. Buyers’ messages about this ad will appear here.',
    buyer: 'Buyer {{n}}',
    unread: '{{n}} unread',
    noMessages: 'No messages',
    open: 'Read and reply',
    back: 'All conversations',
    ended: 'Ended',
    reported: 'Reported',
    failed: 'Could not load the messages. Check your internet connection.',
  },
  errors: {
    empty: 'Write a message first.',
    tooLong: 'The message is too long: at most {{max}} characters.',
    badText: 'The message has characters that cannot be sent. Type it again as plain text.',
    rate_limited: 'You are sending messages too fast. Wait a few minutes and try again.',
    thread_ended: 'This conversation has ended, so no new messages can be sent.',
    blocked: 'Our moderators have stopped messages from you in this conversation.',
    forbidden: 'This link does not open this conversation.',
    gone: 'This ad is no longer for sale, so its seller cannot be messaged.',
    not_found: 'This ad is not listed, so its seller cannot be messaged.',
    rejected: 'This ad takes no messages: call or WhatsApp the seller instead.',
    failed: 'Could not send your message. Try again.',
  },
};
