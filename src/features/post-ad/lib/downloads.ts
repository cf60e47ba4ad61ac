/**
 * The success card's downloads, as text built from the stored data. Strings go
 * through JSON.stringify, so ad text can never break out of its literal.
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type DownloadFile = { fileName: string; mimeType: string; text: string };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

/** A JS literal with unquoted keys where possible, as a developer would paste into a data file. */
function toJsLiteral(value: Json, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${toJsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item]) => {
      const name = IDENTIFIER.test(key) ? key : JSON.stringify(key);
      return `${inner}${name}: ${toJsLiteral(item, inner)},`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

function fileStem(id: string): string {
  return id.replace(/[^a-z0-9-]/gi, '-') || 'vehicle';
}

/** The ad as an ES module: `export default {...};`. */
export function buildAdModule(ad: { id: string }): DownloadFile {
  return {
    fileName: `${fileStem(ad.id)}.js`,
    mimeType: 'text/javascript',
    text: `export default ${JSON.stringify(ad, null, 2)};\n`,
  };
}

/** The ad as an object literal to paste into a vehicles array. */
export function buildAdSnippet(ad: { id: string }): DownloadFile {
  return {
    fileName: `${fileStem(ad.id)}-snippet.txt`,
    mimeType: 'text/plain',
    text: `${toJsLiteral(toJson(ad))}\n`,
  };
}

/** The user's own ads as stored (userVehicles_v1). */
export function buildUserAdsFile(ads: readonly unknown[]): DownloadFile {
  return {
    fileName: 'user-vehicles.json',
    mimeType: 'application/json',
    text: `${JSON.stringify(ads, null, 2)}\n`,
  };
}

/** The built-in samples merged with the user's ads. */
export function buildMergedListFile(vehicles: readonly unknown[]): DownloadFile {
  return {
    fileName: 'vehicles-with-samples.json',
    mimeType: 'application/json',
    text: `${JSON.stringify(vehicles, null, 2)}\n`,
  };
}
