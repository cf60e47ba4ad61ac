import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ManageAdPage } from '@/features/manage-ad/components/manage-ad-page';
import { EditAdPage } from '@/features/post-ad/components/edit-ad-page';
import { editLoader, manageLoader } from '@/lib/own-ads/use-manage-state';
import { I18nProvider } from '@/i18n/i18n-provider';
import { readHeldAds } from '@/lib/own-ads/held-ads';
import { jsonReply as reply, serveApi } from '@/testing/server-mode';
import { buildAd } from '@/testing/test-vehicle';

// The owner edits a published ad and screening holds the edit: the manage page they come back
// to says the changes wait for a check (and why), never only "Your changes are saved."

vi.mock('@/features/post-ad/lib/process-image', () => ({
  isImageFile: (file: File) => file.type.startsWith('image/'),
  preloadImageCompressor: () => Promise.resolve({}),
  processImage: vi.fn(() => Promise.resolve('data:image/webp;base64,QUJD')),
}));

const TOKEN = 'A'.repeat(24);
const ad = buildAd({
  id: 'ad-1',
  make: 'Bajaj',
  model: 'Pulsar',
  price: 410000,
  phone: '0765551234',
});

beforeEach(() => {
  serveApi();
});

afterEach(() => {
  document.head.querySelectorAll('meta[name="app-api"]').forEach((meta) => meta.remove());
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const heldTexts = {
  en: {
    save: 'Save changes',
    saved:
      'Your changes are saved. Buyers cannot see your ad until our moderators have checked it.',
    why: 'Your ad uses words often seen in scam ads',
    status: 'Under review',
  },
  si: {
    save: null,
    saved: 'ඔබේ වෙනස්කම් සුරැකුණා. අපගේ පරීක්ෂකයින් පරීක්ෂා කරන තුරු ගැනුම්කරුවන්ට ඔබේ දැන්වීම නොපෙනේ.',
    why: 'වංචනික දැන්වීම්වල බොහෝ විට දක්නට ලැබෙන වචන',
    status: null,
  },
  ta: {
    save: null,
    saved:
      'உங்கள் மாற்றங்கள் சேமிக்கப்பட்டன. எமது மேற்பார்வையாளர்கள் சரிபார்க்கும் வரை வாங்குபவர்கள் உங்கள் விளம்பரத்தைக் காண முடியாது.',
    why: 'மோசடி விளம்பரங்களில் அடிக்கடி வரும் சொற்கள்',
    status: 'பரிசீலனையில் உள்ளது',
  },
} as const;

test.each(['en', 'si', 'ta'] as const)(
  'in %s, an edit that screening holds is told as held on the manage page, with why, and kept as held here',
  async (lang) => {
    const texts = heldTexts[lang];
    let held = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const route = `${init?.method ?? 'GET'} ${url}`;
        if (route === 'GET /api/vehicles/ad-1/manage') {
          return reply(200, {
            vehicle: ad,
            status: held ? 'held' : 'active',
            listed: !held,
            hidden: false,
            expiresAt: '2026-12-01T00:00:00.000Z',
            canRenew: false,
            lifetimeDays: 30,
            version: held ? 4 : 3,
          });
        }
        if (route === 'PUT /api/vehicles/ad-1') {
          held = true;
          return reply(200, { ...ad, status: 'held', heldBecause: 'wording' });
        }
        return reply(404, { code: 'not_found', message: 'no' });
      }),
    );
    const prefix = lang === 'en' ? '' : `/${lang}`;
    window.history.replaceState(null, '', `${prefix}/manage/ad-1/edit#${TOKEN}`);
    const user = userEvent.setup({ delay: null });
    const router = createMemoryRouter(
      [
        // The app's two routes, with their loader (the ad's owner view, asked with the token).
        {
          path: '/:lang?/manage/:id/edit',
          element: <EditAdPage id="ad-1" />,
          loader: editLoader,
        },
        { path: '/:lang?/manage/:id', element: <ManageAdPage id="ad-1" />, loader: manageLoader },
      ],
      { initialEntries: [`${prefix}/manage/ad-1/edit`] },
    );
    render(
      <I18nProvider initialLanguage={lang}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    // The form, filled in from the ad, ends with its submit button.
    const save = await vi.waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      expect(button).not.toBeNull();
      return button!;
    });
    if (texts.save) expect(save).toHaveAccessibleName(texts.save);
    await user.click(save);
    const told = await screen.findByText(texts.saved, { exact: false }, { timeout: 10_000 });
    expect(told.closest('[role="status"]')).not.toBeNull();
    expect(told).toHaveTextContent(texts.why);
    // The old "Your changes are saved." alone would say nothing of the check.
    if (texts.status) {
      expect(
        await screen.findByRole('heading', { level: 2, name: texts.status }),
      ).toBeInTheDocument();
    }
    expect(readHeldAds().get('ad-1')).toBe('wording');
  },
  30_000,
);
