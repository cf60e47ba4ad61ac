import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage';
import { processImage } from '../lib/process-image';
import { fillRequired, setup } from './post-ad-page-harness';

vi.mock('../lib/process-image', () => ({
  isImageFile: (file: File) => file.type.startsWith('image/'),
  preloadImageCompressor: () => Promise.resolve({}),
  processImage: vi.fn(() => Promise.resolve('data:image/webp;base64,QUJD')),
}));

test('a photo that will not open is refused at once, by name, next to its picker', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.mocked(processImage).mockImplementationOnce(() => {
    const failed = Promise.reject(new Error('decode failed'));
    failed.catch(() => {});
    return failed;
  });
  const user = setup();
  await user.upload(
    screen.getByLabelText('Main photo'),
    new File(['x'], 'broken.jpg', { type: 'image/jpeg' }),
  );
  expect(
    await screen.findByText('“broken.jpg”: this photo could not be opened. Try another photo.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Main photo preview' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Main photo')).toHaveAccessibleDescription(/No photo chosen\./);
}, 20_000);

test('a hero photo that fails while posting shows the message and keeps what was typed', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  let fail: (error: Error) => void = () => {};
  vi.mocked(processImage).mockImplementationOnce(() => {
    const later = new Promise<string>((_, reject) => {
      fail = reject;
    });
    later.catch(() => {});
    return later;
  });
  const user = setup();
  await fillRequired(user);
  await user.upload(
    screen.getByLabelText('Main photo'),
    new File(['x'], 'bike.jpg', { type: 'image/jpeg' }),
  );
  expect(screen.getByRole('img', { name: 'Main photo preview' })).toBeInTheDocument();
  expect(screen.getByText('Preparing photos: 0 of 1 ready…')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  // Posting waits for the photo, and says how far it got.
  expect(await screen.findByRole('button', { name: 'Posting…' })).toBeDisabled();
  expect(screen.getAllByText('Preparing photos: 0 of 1 ready…')).toHaveLength(2);
  fail(new Error('decode failed'));
  expect(await screen.findAllByText('Failed to read hero image.')).not.toHaveLength(0);
  expect(screen.getByLabelText(/^Make/)).toHaveValue('Honda');
  expect(screen.getByRole('button', { name: 'Post Ad' })).toBeEnabled();
  expect(localStorage.getItem(STORAGE_KEYS.userVehicles)).toBeNull();
}, 20_000);

test('a gallery photo can become the main photo; the main photo takes its place', async () => {
  const user = setup();
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  await user.upload(
    screen.getByLabelText('Main photo'),
    new File(['h'], 'hero.jpg', { type: 'image/jpeg' }),
  );
  await user.upload(screen.getByLabelText('More photos'), [
    new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
    new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
  ]);
  await user.click(screen.getByRole('button', { name: 'Make photo 2 the main photo' }));
  expect(screen.getByRole('img', { name: 'Main photo preview' })).toHaveAttribute(
    'src',
    'blob:b.jpg',
  );
  expect(screen.getByRole('img', { name: 'Photo 1 preview' })).toHaveAttribute('src', 'blob:a.jpg');
  expect(screen.getByRole('img', { name: 'Photo 2 preview' })).toHaveAttribute(
    'src',
    'blob:hero.jpg',
  );
  // Moved, not copied: the gallery still has two photos.
  expect(screen.queryByRole('img', { name: 'Photo 3 preview' })).toBeNull();
}, 20_000);

test('gallery photos show thumbnails with numbered remove buttons; non-images are refused', async () => {
  const user = setup();
  const input = screen.getByLabelText('More photos');
  await user.upload(input, [
    new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
    new File(['b'], 'b.png', { type: 'image/png' }),
  ]);
  expect(screen.getByRole('button', { name: 'Remove photo 2' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
  expect(screen.queryByRole('button', { name: 'Remove photo 2' })).not.toBeInTheDocument();
  fireEvent.change(input, {
    target: { files: [new File(['t'], 'notes.txt', { type: 'text/plain' })] },
  });
  expect(
    screen.getByText('“notes.txt”: not a photo. Only image files can be added.'),
  ).toBeInTheDocument();
}, 20_000);

test('photos past the limit are left out with a message; the choice is described', async () => {
  const user = setup();
  const input = screen.getByLabelText('More photos');
  expect(input).toHaveAccessibleDescription(/No photo chosen\./);
  await user.upload(
    input,
    Array.from({ length: 15 }, (_, i) => new File([`${i}`], `p${i}.jpg`, { type: 'image/jpeg' })),
  );
  expect(screen.getAllByRole('button', { name: /^Remove photo \d+$/ })).toHaveLength(12);
  expect(
    screen.getByText('At most 12 photos: 3 of those chosen were left out.'),
  ).toBeInTheDocument();
  // Until the photos are prepared the choice reads "Preparing photos: 0 of 12 ready…".
  await waitFor(() => expect(input).toHaveAccessibleDescription(/Photos chosen: 12/));
}, 20_000);

test('with little room left in this browser, the form says so before any photo is added', async () => {
  localStorage.setItem('filler', 'x'.repeat(3_600_000));
  try {
    setup();
    expect(await screen.findByText(/^Room for about 2 more ads with photos/)).toBeInTheDocument();
  } finally {
    localStorage.removeItem('filler');
  }
}, 20_000);

test('in Sinhala the refused photos are named, the room left is told, and previews are named', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.mocked(processImage).mockImplementationOnce(() => {
    const failed = Promise.reject(new Error('decode failed'));
    failed.catch(() => {});
    return failed;
  });
  localStorage.setItem('filler', 'x'.repeat(3_600_000));
  try {
    const user = setup('si');
    expect(
      await screen.findByText(/^මෙම බ්‍රවුසරයේ තවත් ඡායාරූප සහිත දැන්වීම් 2කට පමණ ඉඩ ඇත/),
    ).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('ප්‍රධාන ඡායාරූපය'),
      new File(['x'], 'broken.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText(/^“broken\.jpg”: මෙම ඡායාරූපය විවෘත කළ නොහැකි විය\./),
    ).toBeInTheDocument();
    // Photos that open are previewed under Sinhala names, and one can become the main photo.
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    await user.upload(
      screen.getByLabelText('ප්‍රධාන ඡායාරූපය'),
      new File(['h'], 'hero.jpg', { type: 'image/jpeg' }),
    );
    await user.upload(
      screen.getByLabelText('තවත් ඡායාරූප'),
      new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByRole('img', { name: 'ප්‍රධාන ඡායාරූපයේ පෙරදසුන' })).toHaveAttribute(
      'src',
      'blob:hero.jpg',
    );
    expect(screen.queryByRole('img', { name: 'ඡායාරූපය 2 පෙරදසුන' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ඡායාරූපය 1 ප්‍රධාන ඡායාරූපය කරන්න' }));
    expect(screen.getByRole('img', { name: 'ප්‍රධාන ඡායාරූපයේ පෙරදසුන' })).toHaveAttribute(
      'src',
      'blob:a.jpg',
    );
    expect(screen.getByRole('img', { name: 'ඡායාරූපය 1 පෙරදසුන' })).toHaveAttribute(
      'src',
      'blob:hero.jpg',
    );
    // Last: a plain file list set on the input stays there.
    fireEvent.change(screen.getByLabelText('තවත් ඡායාරූප'), {
      target: { files: [new File(['t'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByText(/^“notes\.txt”: ඡායාරූපයක් නොවේ\./)).toBeInTheDocument();
  } finally {
    localStorage.removeItem('filler');
  }
}, 20_000);
