/**
 * A prerendered page is live HTML before the app has hydrated it: a visitor may pick a brand,
 * type a model or choose a photo in that moment. The browser keeps what they did, but React's
 * state does not know it, and its next render of the field (or react-hook-form registering it)
 * would put the old value back. The entry records each field the visitor changed; once the app
 * has hydrated, the change is handed to React as if it had happened then.
 */
type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Edit = { field: FormField; value: string; checked: boolean };

let edits: Map<FormField, Edit> | null = null;

function isFormField(target: EventTarget | null): target is FormField {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

function record(event: Event) {
  if (isFormField(event.target)) keep(event.target);
}

function keep(field: FormField) {
  edits?.set(field, {
    field,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  });
}

/** Starts recording the visitor's changes to form fields (called by the entry, before the app). */
export function recordEarlyEdits(): void {
  if (edits) return;
  edits = new Map();
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
}

function changedFromHtml(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement) {
    if (field.type === 'file') return Boolean(field.files?.length);
    if (field.type === 'checkbox' || field.type === 'radio') {
      return field.checked !== field.defaultChecked;
    }
  }
  return field.value !== field.defaultValue;
}

/**
 * Adds the fields under `root` that differ from the page's HTML: changed before the entry
 * started recording (on a slow connection the page can be used a while before any script
 * runs). Called just before hydrating.
 */
export function recordChangedFields(root: HTMLElement): void {
  if (!edits) return;
  for (const field of root.querySelectorAll<FormField>('input, select, textarea')) {
    if (!edits.has(field) && changedFromHtml(field)) keep(field);
  }
}

function stopRecording(): Edit[] {
  const recorded = edits ? [...edits.values()] : [];
  edits = null;
  document.removeEventListener('input', record, true);
  document.removeEventListener('change', record, true);
  return recorded;
}

/**
 * Sets the value so that React's record of the field's last value differs from what the field
 * shows: React only reports a change it has not seen. Assigning on the element goes through
 * React's tracker; the prototype's setter goes around it.
 */
function setUnseen(field: FormField, seen: string, shown: string) {
  field.value = seen;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, shown);
}

function replay({ field, value, checked }: Edit) {
  if (!field.isConnected || field.disabled) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.type === 'radio' && !checked) return;
    // React hears checkboxes and radios through clicks: undo the tick, then click it back.
    field.checked = !checked;
    field.click();
    return;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') {
    if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  setUnseen(field, value === '' ? ' ' : '', value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Hands the recorded changes to the hydrated app, once; later changes reach React directly. */
export function replayEarlyEdits(): void {
  for (const edit of stopRecording()) replay(edit);
}
