import { getSampleVehicles } from '@/data/sample-vehicles';
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { languageCodes, type Language } from '@/i18n/languages';
import { localizePath } from '@/i18n/localized-path';
import { site } from '@/config/site';
import { splitHoisted } from './html/page-html';
import { renderPage } from './prerender';

/** Every route's head in every language, as the server renders it and the app keeps it. */

const ROUTES = [
  '/',
  '/?view=spare-parts',
  '/?view=biker-gear',
  ...vehicleTypes.map((type) => `/browse/${type}`),
  '/browse/all',
  '/post-ad',
  `/vehicle/${encodeURIComponent(getSampleVehicles()[0]!.id)}`,
];
const SUFFIX = {
  en: ' | BikeBazaar Sri Lanka',
  si: ' | BikeBazaar ශ්‍රී ලංකා',
  ta: ' | BikeBazaar இலங்கை',
} as const;
const SCRIPT = { en: /[A-Za-z]/, si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ } as const;

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

type Tag = Record<string, string>;

function tagsOf(head: string[]) {
  const title: string[] = [];
  const tags: Tag[] = [];
  for (const html of head) {
    const titleMatch = /^<title>([^<]*)<\/title>$/.exec(html);
    if (titleMatch) {
      title.push(decode(titleMatch[1]!));
      continue;
    }
    const attrs: Tag = { tag: html.startsWith('<link') ? 'link' : 'meta' };
    for (const match of html.matchAll(/ ([\w:-]+)="([^"]*)"/g))
      attrs[match[1]!.toLowerCase()] = decode(match[2]!);
    tags.push(attrs);
  }
  const contents = (key: string, name: string) =>
    tags.filter((tag) => tag[key] === name).map((tag) => tag.content);
  return {
    title,
    tags,
    meta: (name: string) => contents('name', name),
    og: (p: string) => contents('property', p),
  };
}

async function headOf(route: string, lang: Language) {
  const { head } = splitHoisted(await renderPage(localizePath(route, lang)));
  return tagsOf(head);
}

test.each(languageCodes)(
  'every route has its own title, description, canonical URL, hreflang and share tags (%s)',
  async (lang) => {
    const titles = new Set<string>();
    for (const route of ROUTES) {
      const where = `${route} (${lang})`;
      const head = await headOf(route, lang);
      expect(head.title, where).toHaveLength(1);
      const title = head.title[0]!;
      expect(title.endsWith(SUFFIX[lang]), `${where}: ${title}`).toBe(true);
      expect(title.slice(0, -SUFFIX[lang].length).trim(), where).toMatch(SCRIPT[lang]);
      titles.add(title);
      const descriptions = head.meta('description');
      expect(descriptions, where).toHaveLength(1);
      const description = descriptions[0]!;
      expect(description.trim().length, where).toBeGreaterThan(40);
      expect(description, where).toMatch(SCRIPT[lang]);

      const url = new URL(route, 'http://x');
      const view = url.searchParams.get('view');
      const english = `${url.pathname}${view ? `?view=${view}` : ''}`;
      const canonical = `${site.url}${localizePath(english, lang)}`;
      const links = (rel: string) =>
        head.tags.filter((tag) => tag.tag === 'link' && tag.rel === rel);
      expect(
        links('canonical').map((tag) => tag.href),
        where,
      ).toEqual([canonical]);
      expect(
        links('alternate').map((tag) => [tag.hreflang, tag.href]),
        where,
      ).toEqual([
        ['en', `${site.url}${english}`],
        ['si', `${site.url}${localizePath(english, 'si')}`],
        ['ta', `${site.url}${localizePath(english, 'ta')}`],
        ['x-default', `${site.url}${english}`],
      ]);
      expect(head.og('og:title'), where).toEqual([title]);
      expect(head.og('og:description'), where).toEqual([description]);
      expect(head.og('og:url'), where).toEqual([canonical]);
      const type = url.pathname.startsWith('/vehicle/') ? 'product' : 'website';
      expect(head.og('og:type'), where).toEqual([type]);
      expect(head.og('og:site_name'), where).toEqual(['BikeBazaar']);
      expect(head.og('og:locale'), where).toEqual([`${lang}_LK`]);
      const image = head.og('og:image');
      expect(image, where).toHaveLength(1);
      expect(image[0], where).toMatch(/^https:\/\//);
      expect(head.meta('twitter:card'), where).toEqual(['summary_large_image']);
      expect(head.meta('twitter:title'), where).toEqual([title]);
      expect(head.meta('twitter:description'), where).toEqual([description]);
      expect(head.meta('twitter:image'), where).toEqual(image);
    }
    expect(titles.size).toBe(ROUTES.length);
  },
  60_000,
);
