import { useEffect, useRef, useState } from 'react';
import { isImageFile, preloadImageCompressor, processImage } from '../lib/process-image';

export type Photo = {
  key: string;
  name: string;
  /** Object URL of the original file, for an instant thumbnail. */
  previewUrl: string;
  /** The downscaled data URL; started when the photo is chosen. */
  dataUrl: Promise<string>;
};

let nextKey = 0;

function createPhoto(file: File): Photo {
  const dataUrl = processImage(file);
  // Failures are reported on submit (SPEC §8 messages); this only silences "unhandled rejection".
  dataUrl.catch(() => {});
  nextKey += 1;
  return {
    key: `photo-${nextKey}`,
    name: file.name,
    previewUrl: URL.createObjectURL(file),
    dataUrl,
  };
}

/**
 * Photos chosen in one picker. With `max` 1 a new photo replaces the old one (the hero keeps at
 * most one). Files that are not images are refused and reported through `rejected`.
 */
export function usePhotoList(max: number) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [rejected, setRejected] = useState(false);
  /** Images left out of the last choice because the list was full (told, not silently lost). */
  const [leftOut, setLeftOut] = useState(0);
  const objectUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  function release(list: readonly Photo[]) {
    for (const photo of list) {
      URL.revokeObjectURL(photo.previewUrl);
      objectUrls.current.delete(photo.previewUrl);
    }
  }

  function add(files: readonly File[]) {
    const images = files.filter(isImageFile);
    setRejected(images.length < files.length);
    const kept = max === 1 ? [] : photos;
    const room = Math.max(0, max - kept.length);
    setLeftOut(max === 1 ? 0 : Math.max(0, images.length - room));
    if (images.length === 0) return;
    preloadImageCompressor().catch(() => {});
    const added = images.slice(0, room).map(createPhoto);
    added.forEach((photo) => objectUrls.current.add(photo.previewUrl));
    if (max === 1) release(photos);
    setPhotos([...kept, ...added]);
  }

  function remove(key: string) {
    setLeftOut(0);
    release(photos.filter((photo) => photo.key === key));
    setPhotos(photos.filter((photo) => photo.key !== key));
  }

  function reset() {
    release(photos);
    setPhotos([]);
    setRejected(false);
    setLeftOut(0);
  }

  return { photos, rejected, leftOut, max, add, remove, reset };
}

export type PhotoList = ReturnType<typeof usePhotoList>;
