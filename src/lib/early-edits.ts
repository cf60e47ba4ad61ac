import { BOOT_TAPS } from '@/lib/boot-names';
// Prerendered fields are usable before hydration, but React does not know what was typed and would
// put the old value back: edits are recorded and replayed once the app has hydrated.
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

export function recordEarlyEdits(): void {
  if (edits) return;
  edits = new Map();
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
}

function changedFromHtml(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    if (field.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // A single choice with no option marked in the HTML starts on its first enabled option.
    const marked = options.filter((option) => option.defaultSelected).at(-1);
    return field.selectedOptions[0] !== (marked ?? options.find((option) => !option.disabled));
  }
  if (field instanceof HTMLInputElement) {
    if (field.type === 'file') return Boolean(field.files?.length);
    if (field.type === 'checkbox' || field.type === 'radio') {
      return field.checked !== field.defaultChecked;
    }
  }
  return field.value !== field.defaultValue;
}

/** Fields changed before any script ran (a slow connection), found by comparing with the HTML. */
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

// React only reports a change its value tracker has not seen: assigning on the element goes through
// the tracker, the prototype's setter goes around it.
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

export function replayEarlyEdits(): void {
  for (const edit of stopRecording()) replay(edit);
}

// A button tapped before the app is live does nothing as HTML: its taps are replayed once the app
// has hydrated. Taps after hydration starts are React's to replay.
const TAPS_KEPT = 10;
let taps: HTMLButtonElement[] | null = null;

function recordTap(event: MouseEvent) {
  keepTap(event.target);
}

function keepTap(target: EventTarget | null) {
  const button = target instanceof Element ? target.closest('button') : null;
  // A form's submit button works as HTML (or is disabled until the app is live).
  if (!button || (button.form && button.type === 'submit')) return;
  if (taps && taps.length < TAPS_KEPT) taps.push(button);
}

export function recordEarlyTaps(): void {
  if (taps) return;
  taps = [];
  // Taps before this module ran were kept by the boot script.
  const boot = window as unknown as Record<typeof BOOT_TAPS, EventTarget[] | undefined>;
  const early = boot[BOOT_TAPS] ?? [];
  boot[BOOT_TAPS] = undefined;
  for (const target of early) keepTap(target);
  document.addEventListener('click', recordTap, true);
}

/** Called as hydration starts; the taps are replayed by replayEarlyTaps once it is done. */
export function stopRecordingTaps(): void {
  document.removeEventListener('click', recordTap, true);
  pendingTaps = taps ?? [];
  taps = null;
}
let pendingTaps: HTMLButtonElement[] = [];

export function replayEarlyTaps(): void {
  const replayed = pendingTaps;
  pendingTaps = [];
  for (const button of replayed) if (button.isConnected && !button.disabled) button.click();
}
