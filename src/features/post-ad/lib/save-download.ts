import type { DownloadFile } from './downloads';

/** Saves generated text as a file through a Blob and a temporary object URL (no network). */
export function saveDownload({ fileName, mimeType, text }: DownloadFile): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
