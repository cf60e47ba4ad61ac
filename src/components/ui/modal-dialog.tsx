import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type RefObject,
} from 'react';

type Props = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose' | 'onCancel'> & {
  open: boolean;
  /** Asked to close: Escape, a tap outside (with `lightDismiss`), or the caller's own buttons. */
  onClose: () => void;
  /** `false` opens it beside the page (show()): the page stays usable. */
  modal?: boolean;
  /** A tap on the backdrop (the dialog element itself, outside its content) closes it. */
  lightDismiss?: boolean;
  /** Focused on opening instead of the browser's choice (the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
};

const focusIsLost = (dialog: HTMLDialogElement) => {
  const active = document.activeElement;
  return !active || active === document.body || dialog.contains(active);
};

/**
 * The app's one overlay: a <dialog> opened with showModal(), so focus containment, Escape, the
 * inert page and the top layer come from the browser (body scrolling stops in base.css). It is
 * closed in the HTML, so a prerendered page hydrates unchanged. On closing, focus goes back to
 * whatever had it when it opened.
 */
export function ModalDialog({
  open,
  onClose,
  modal = true,
  lightDismiss = false,
  initialFocus,
  className,
  onClick,
  children,
  ...rest
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusFirst = useEffectEvent(() => initialFocus?.current?.focus());

  // A layout effect, so a caller's flushSync(open) finds the dialog shown and focusable.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (modal) dialog.showModal();
    else dialog.show();
    focusFirst();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open, modal]);
  // After the commit: React puts focus back where it was before a commit, which here is inside
  // the closed dialog.
  useEffect(() => {
    const dialog = ref.current;
    const back = opener.current;
    if (open || !dialog || !back) return;
    opener.current = null;
    if (back.isConnected && focusIsLost(dialog)) back.focus({ preventScroll: true });
  }, [open]);

  function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
    onClick?.(event);
    const dialog = ref.current;
    if (!lightDismiss || !dialog || event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  }

  return (
    <dialog
      {...rest}
      ref={ref}
      className={`modal-dialog${className ? ` ${className}` : ''}`}
      onClick={onBackdrop}
      // Closed by the browser (Escape): the caller's state follows. Closed by the caller: no-op.
      onClose={() => {
        if (open) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
