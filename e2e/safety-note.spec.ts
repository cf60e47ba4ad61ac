import { expect, inLang, test } from './fixtures';

test('the first contact tap of a visit shows the safety note; the chat still opens', async ({
  page,
  context,
}) => {
  // WhatsApp opens in a new tab: answered here, so the test never leaves the machine.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.goto(inLang('/vehicle/honda-dio-2022-colombo', 'si'));
  const note = page.getByText('කිසිවිටෙක කලින් මුදල් ගෙවන්න හෝ තැන්පතු යවන්න එපා.');
  await expect(note).toHaveCount(0);
  const chat = page.getByRole('link', { name: /WhatsApp|හිමිකරු/ }).first();
  const [popup] = await Promise.all([context.waitForEvent('page'), chat.click()]);
  await expect(popup).toHaveURL(/wa\.me\/94771234501/);
  await expect(note).toBeVisible();
  await expect(page.getByText('චැසි අංකය ලියාපදිංචි පොතට ගැළපේදැයි පරීක්ෂා කරන්න.')).toBeVisible();
  // Nothing covers the page: the Call link stays usable beside the note.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await popup.close();

  // Once a visit: the ad loaded again in the same tab, the next tap shows no note. (Within one
  // page load, another ad's taps too: vehicle-contact-card.test.tsx.)
  await page.reload();
  const [again] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('link', { name: /WhatsApp|හිමිකරු/ })
      .first()
      .click(),
  ]);
  await again.close();
  await expect(note).toHaveCount(0);
});
