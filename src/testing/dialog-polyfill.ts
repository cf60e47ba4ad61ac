// jsdom has <dialog> but not its methods: enough of them for components to open and close one,
// and Escape in a modal one asks it to close (cancel, then close), as browsers do.
const modal = new WeakSet<HTMLDialogElement>();

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modal.add(this);
    this.querySelector<HTMLElement>(
      '[autofocus], button, a[href], input, select, textarea',
    )?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    modal.delete(this);
    // Browsers fire it later, after the key press that closed the dialog (here: not a timer,
    // which tests with fake timers count).
    queueMicrotask(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const open = [...document.querySelectorAll('dialog[open]')].filter((d) =>
      modal.has(d as HTMLDialogElement),
    );
    const top = open.at(-1) as HTMLDialogElement | undefined;
    if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
