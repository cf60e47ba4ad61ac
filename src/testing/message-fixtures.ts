/** A conversation as the messages API describes it to one side (override what a test needs). */
export function buildThreadInfo(overrides: Record<string, unknown> = {}) {
  return {
    id: 'T'.repeat(22),
    vehicleId: 'honda-dio-1',
    title: 'Honda Dio 2019',
    side: 'buyer',
    adStatus: 'active',
    endsAt: null,
    ended: false,
    reported: false,
    blocked: false,
    ...overrides,
  };
}

/** One message in a conversation, as the messages API sends it. */
export function buildThreadMessage(
  threadId: string,
  id: number,
  from: 'buyer' | 'seller',
  text: string,
  warnings: string[] = [],
) {
  return {
    id: String(id),
    threadId,
    from,
    text,
    sentAt: '2026-11-20T10:00:00.000Z',
    warnings,
    held: false,
  };
}
