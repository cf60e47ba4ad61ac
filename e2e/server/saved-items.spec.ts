import type { APIRequestContext } from '@playwright/test';
import { appReady, expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

// Parts and gear are saved like vehicle ads: Save on a card keeps the part on /saved (asked of
// the items API), and a parts search saved from the view lists what is new since the last visit.
const server = serverForThisFile({ POST_RATE_LIMIT: '200' });
// In every title posted here, so the views' searches leave the demo's sample ads out.
const WORD = 'qwirtle';

let serial = 0;
async function postPart(request: APIRequestContext, title: string) {
  serial += 1;
  const response = await request.post(`${server.url}/api/items`, {
    multipart: {
      ad: JSON.stringify({
        kind: 'part',
        category: 'brakes',
        condition: 'new',
        title,
        brand: 'Bajaj',
        partNumber: '',
        carriesNumber: false,
        papersConfirmed: false,
        fitsAnyBike: true,
        fitment: [],
        price: '2500',
        negotiable: false,
        description: '',
        location: 'Kandy',
        phone: `0774${String(serial).padStart(6, '0')}`,
        heroUrl: '',
        galleryUrls: '',
      }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a part saved from the parts view is on /saved; a saved parts search shows a new part as new', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await postPart(request, `Brake pads ${WORD}`);
  await page.goto(`${server.url}/?view=spare-parts&category=brakes&q=${WORD}`);
  await appReady(page);
  await expect(page.getByRole('heading', { name: '1 item' })).toBeVisible();

  const save = page.getByRole('button', { name: `Save Brake pads ${WORD}` });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();

  await page.goto(`${server.url}/saved`);
  await expect(
    page.getByRole('heading', { level: 2, name: `Brake pads ${WORD}` }).getByRole('link'),
  ).toHaveAttribute('href', /^\/item\/part-/);
  await expect(page.getByText('Rs. 2,500')).toBeVisible();

  await postPart(request, `Disc pads ${WORD}`);
  await page.goto(`${server.url}/saved-searches`);
  const search = page.getByRole('listitem').filter({ hasText: 'Spare Parts · Brakes' });
  await expect(search.getByText('1 new since your last visit')).toBeVisible();
  // This visit is now the last one.
  await page.reload();
  await expect(search.getByText('Nothing new since your last visit')).toBeVisible();
  await search.getByRole('link', { name: 'Open the list' }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?view=spare-parts&category=brakes&q=${WORD}$`));
  await expect(page.getByRole('heading', { name: '2 items' })).toBeVisible();
});

test('in Sinhala the saved page shows the saved part in Sinhala', async ({ page, request }) => {
  await postPart(request, `Chain kit ${WORD}`);
  await page.goto(`${server.url}/si/?view=spare-parts&q=chain+${WORD}`);
  await appReady(page);
  await page.getByRole('button', { name: `Chain kit ${WORD} දැන්වීම සුරකින්න` }).click();
  await page.goto(`${server.url}/si/saved`);
  await expect(page.getByRole('heading', { level: 2, name: `Chain kit ${WORD}` })).toBeVisible();
  await expect(page.getByText('රු. 2,500')).toBeVisible();
});
