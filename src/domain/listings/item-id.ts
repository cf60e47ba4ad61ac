// Alone in its file: the app's paths (in every page's first load) need this rule, not the lists.

/**
 * A part or gear ad's id: a posted one's (createItemId) or a sample's (`sp-001`, `bg-001`). Its
 * page is /item/:id, and its manage and edit pages use the items API.
 */
export function isItemId(id: string): boolean {
  return /^(part|gear)-|^(sp|bg)-\d{3}$/.test(id);
}
