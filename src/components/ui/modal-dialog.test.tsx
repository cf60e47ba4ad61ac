import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { ModalDialog } from './modal-dialog';

function Example({ modal = true, lightDismiss = false }) {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        modal={modal}
        lightDismiss={lightDismiss}
        initialFocus={field}
        aria-label="Example"
      >
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
        <input ref={field} aria-label="Name" />
      </ModalDialog>
    </>
  );
}

test('is closed in the HTML and opens as a modal, focus on the chosen element', async () => {
  const user = userEvent.setup({ delay: null });
  render(<Example />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(showModal).toHaveBeenCalledOnce();
  expect(screen.getByRole('dialog', { name: 'Example' })).toHaveAttribute('open');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

test('Escape and its close button close it, and focus returns to the opener', async () => {
  const user = userEvent.setup({ delay: null });
  render(<Example />);
  const opener = screen.getByRole('button', { name: 'Open' });
  for (const close of [
    () => user.keyboard('{Escape}'),
    () => user.click(screen.getByRole('button', { name: 'Close' })),
  ]) {
    await user.click(opener);
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  }
});

test('with lightDismiss a tap outside its box closes it; a tap inside does not', async () => {
  const user = userEvent.setup({ delay: null });
  render(<Example lightDismiss />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog');
  vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 300, 375, 500));
  fireEvent.click(dialog, { clientX: 100, clientY: 400 });
  expect(dialog).toHaveAttribute('open');
  fireEvent.click(dialog, { clientX: 100, clientY: 100 });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('without lightDismiss a tap outside leaves it open', async () => {
  const user = userEvent.setup({ delay: null });
  render(<Example />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog');
  vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 300, 375, 500));
  fireEvent.click(dialog, { clientX: 100, clientY: 100 });
  expect(dialog).toHaveAttribute('open');
});

test('modal={false} opens it beside the page with show()', async () => {
  const user = userEvent.setup({ delay: null });
  render(<Example modal={false} />);
  const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(show).toHaveBeenCalledOnce();
  expect(showModal).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toHaveAttribute('open');
});
