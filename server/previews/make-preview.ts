import { PREVIEW_FONTS_CONF } from '../paths';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { site } from '@/config/site';
import type { Language } from '@/i18n/languages';
import {
  colours,
  type PreviewAd,
  heroPhotoName,
  PREVIEW_HEIGHT as HEIGHT,
  PREVIEW_WIDTH as WIDTH,
  previewTexts,
} from './preview-texts';

// Only the bundled fonts, so Sinhala and Tamil render the same on any machine. Fontconfig reads
// this once, on the first text drawn in the process.
process.env.FONTCONFIG_FILE = PREVIEW_FONTS_CONF;

/** WhatsApp drops link previews over 300 KB. */
export const PREVIEW_MAX_BYTES = 300 * 1024;
const QUALITIES = [82, 72, 60, 45];

const MARGIN = 48;
const BAND_TOP = 436;
const ROW_TOP = 540;
const ROW_HEIGHT = 62;

const escapeMarkup = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Grapheme clusters, so no Sinhala or Tamil letter is cut in two. */
function clip(value: string, max: number): string {
  const parts = [...new Intl.Segmenter().segment(value.replace(/\s+/g, ' ').trim())];
  if (parts.length <= max) return parts.map((part) => part.segment).join('');
  return `${parts
    .slice(0, max - 1)
    .map((part) => part.segment)
    .join('')
    .trimEnd()}…`;
}

type Drawn = { input: Buffer; raw: { width: number; height: number; channels: 4 } };

/** As large as fits, so a long title shrinks, never spills. */
async function drawText(text: string, colour: string, width: number, height: number) {
  if (text === '' || width < 20) return null;
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`,
      font: 'Noto Sans Bold',
      width,
      height,
      wrap: 'none',
      rgba: true,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 } } as Drawn;
}

function box(width: number, height: number, colour: string, alpha = 1) {
  return { create: { width, height, channels: 4 as const, background: { ...hex(colour), alpha } } };
}

function hex(colour: string) {
  const value = Number.parseInt(colour.slice(1), 16);
  return { r: value >> 16, g: (value >> 8) & 255, b: value & 255 };
}

async function band(vehicle: PreviewAd, lang: Language): Promise<OverlayOptions[]> {
  const texts = previewTexts(vehicle, lang);
  const inner = WIDTH - 2 * MARGIN;
  const [title, price, site] = await Promise.all([
    drawText(clip(texts.title, 48), colours.onDark, inner, 54),
    drawText(texts.price, colours.onPrimary, 560, 42),
    drawText(texts.site, colours.onDark, 300, 34),
  ]);
  const pillWidth = (price?.raw.width ?? 0) + 40;
  const siteWidth = site?.raw.width ?? 0;
  const town = await drawText(
    clip(texts.town, 40),
    colours.onDarkMuted,
    inner - pillWidth - siteWidth - 64,
    36,
  );
  const layers: OverlayOptions[] = [
    { input: box(WIDTH, HEIGHT - BAND_TOP, colours.dark, 0.88), top: BAND_TOP, left: 0 },
    { input: box(12, HEIGHT - BAND_TOP, colours.primary), top: BAND_TOP, left: 0 },
  ];
  const middle = (drawn: Drawn) => ROW_TOP + Math.round((ROW_HEIGHT - drawn.raw.height) / 2);
  if (title) layers.push({ ...title, top: BAND_TOP + 28, left: MARGIN });
  if (price) {
    layers.push({ input: box(pillWidth, ROW_HEIGHT, colours.primary), top: ROW_TOP, left: MARGIN });
    layers.push({ ...price, top: middle(price), left: MARGIN + 20 });
  }
  if (town) layers.push({ ...town, top: middle(town), left: MARGIN + pillWidth + 28 });
  if (site) layers.push({ ...site, top: middle(site), left: WIDTH - MARGIN - siteWidth });
  if (texts.sold) layers.push(...(await soldMark(texts.sold)));
  return layers;
}

/** A sold ad's preview says so before anything else: a large framed mark at the top right. */
async function soldMark(text: string): Promise<OverlayOptions[]> {
  const drawn = await drawText(text, colours.onPrimary, 520, 64);
  if (!drawn) return [];
  const width = drawn.raw.width + 64;
  const height = 100;
  const frame = 6;
  const left = WIDTH - MARGIN - width;
  return [
    {
      input: box(width + 2 * frame, height + 2 * frame, colours.onDark),
      top: MARGIN - frame,
      left: left - frame,
    },
    { input: box(width, height, colours.danger), top: MARGIN, left },
    {
      ...drawn,
      top: MARGIN + Math.round((height - drawn.raw.height) / 2),
      left: left + 32,
    },
  ];
}

async function drawCard(): Promise<Buffer> {
  const name = await drawText(site.name, colours.onDark, 760, 130);
  const stripe = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <polygon points="780,0 ${WIDTH},0 ${WIDTH},${HEIGHT} 560,${HEIGHT}" fill="${colours.primary}"/>
    <polygon points="700,0 760,0 540,${HEIGHT} 480,${HEIGHT}" fill="${colours.primary}" fill-opacity="0.45"/>
  </svg>`;
  const layers: OverlayOptions[] = [{ input: Buffer.from(stripe), top: 0, left: 0 }];
  if (name) layers.push({ ...name, top: 150, left: MARGIN + 16 });
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: colours.dark } })
    .composite(layers)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

let cardOnce: Promise<Buffer> | null = null;
function card(): Promise<Buffer> {
  cardOnce ??= drawCard().catch((error: unknown) => {
    cardOnce = null;
    throw error;
  });
  return cardOnce;
}

async function encode(base: Sharp, layers: OverlayOptions[]): Promise<Buffer> {
  const flat = await base
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(flat.data, { raw: flat.info })
      .jpeg({ quality, chromaSubsampling: '4:2:0', optimiseCoding: true })
      .toBuffer();
    if (jpeg.length < PREVIEW_MAX_BYTES) break;
  }
  return jpeg;
}

export type ReadPhoto = (name: string) => Promise<Buffer | null>;

/** Never fails because of the ad's photo: a missing or unreadable one gets the brand card. */
export async function makePreview(
  vehicle: PreviewAd,
  lang: Language,
  readPhoto: ReadPhoto,
): Promise<Buffer> {
  const layers = await band(vehicle, lang);
  const name = heroPhotoName(vehicle);
  const photo = name ? await readPhoto(name).catch(() => null) : null;
  if (photo) {
    try {
      const base = sharp(photo, { limitInputPixels: 40_000_000, failOn: 'error' })
        .rotate()
        .resize(WIDTH, HEIGHT, { fit: 'cover' });
      return await encode(base, layers);
    } catch {
      // A damaged photo: the card below.
    }
  }
  return encode(sharp(await card()), layers);
}
