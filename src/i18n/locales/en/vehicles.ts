/**
 * Lists and ad pages: what their first render shows before its islands (list and ad page bodies,
 * cards) load; the rest is vehicles-more.ts, the same namespace.
 */
export const vehicles = {
  heading: 'Motorcycles and scooters',
  count: '{{n}} {{category}} for sale in Sri Lanka',
  /** A keyword search with more matches than the server counts (n is 1,000). */
  countCapped: '{{n}}+ {{category}} for sale in Sri Lanka',
  stored: {
    unreadable:
      'The ads posted from this browser could not be read, so they are not shown. They are kept as they are.',
    skipped: 'Not shown: {{n}} of the ads posted from this browser, which could not be read.',
  },
  server: {
    unavailableTitle: 'BikeBazaar is busy',
    unavailable: "We can't reach BikeBazaar's ads right now. Please try again in a minute.",
    loadingMore: 'Loading more ads…',
    failed:
      "Could not load everyone's ads just now. Showing the ads on this device; try again in a moment.",
    moreFailed: 'Could not load more ads just now.',
    retry: 'Try again',
    loading: 'Loading the ad…',
    unreachable: "Can't reach BikeBazaar right now",
    savedCopy: 'Showing the copy saved on this device on {{date}}. It may have changed since.',
    noCopy:
      "This ad hasn't been opened on this device before, so there is no saved copy to show. Check your connection and try again.",
  },
  dash: '—',
  untitled: 'Untitled Vehicle',
  detail: {
    back: 'Back',
    posted: 'Posted {{date}}',
    views: '113 views',
    makePill: 'Make: {{make}}',
    held: {
      title: 'Waiting for a check',
      body: 'Only you can see this ad for now. Our moderators check it first, usually within a day; then buyers can find it.',
      manage: 'Manage this ad',
    },
    notFound: {
      title: 'Listing not found',
      body: 'Please go back and try another vehicle.',
      browse: 'Browse all bikes',
    },
    gone: {
      expired: 'This ad has expired',
      sold: 'This vehicle has been sold',
      deleted: 'The seller has removed this ad',
      body: 'It is no longer for sale here. Similar ads may still be.',
      similar: 'See similar ads',
      similarMake: 'See other {{make}} ads',
    },
    meta: {
      notFoundDescription: 'This listing does not exist or was removed.',
    },
  },
};
