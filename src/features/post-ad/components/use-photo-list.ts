import { useEffect, useRef, useState } from 'react';
import { isImageFile, preloadImageCompressor, processImage } from '../lib/process-image';

export type Photo = {
  key: string;
  name: string;
  previewUrl: string;
  dataUrl: Promise<string>;
  preparing: boolean;
  keptUrl?: string;
};

let nextKey = 0;

function createPhoto(file: File): Photo {
  const dataUrl = processImage(file);
  // Handled where the photo is added; this only silences "unhandled rejection".
  dataUrl.catch(() => {});
  nextKey += 1;
  return {
    key: `photo-${nextKey}`,
    name: file.name,
    previewUrl: URL.createObjectURL(file),
    dataUrl,
    preparing: true,
  };
}

function keptPhoto(url: string): Photo {
  nextKey += 1;
  const name = url.split(/[?#]/)[0]!.split('/').pop() || 'photo';
  return {
    key: `photo-${nextKey}`,
    name,
    previewUrl: url,
    dataUrl: Promise.resolve(url),
    preparing: false,
    keptUrl: url,
  };
}

/** Each photo is checked and shrunk when picked: an undecodable file is refused at once. */
export function usePhotoList(max: number, initial: readonly string[] = []) {
  const [photos, setPhotos] = useState<Photo[]>(() => initial.slice(0, max).map(keptPhoto));
  const [refused, setRefused] = useState<{ notImages: string[]; unreadable: string[] }>({
    notImages: [],
    unreadable: [],
  });
  /** Told, not silently lost. */
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

  function watch(photo: Photo) {
    photo.dataUrl.then(
      () =>
        setPhotos((current) =>
          current.map((item) => (item.key === photo.key ? { ...item, preparing: false } : item)),
        ),
      (error: unknown) => {
        console.warn(`[post-ad] could not read ${photo.name} as a photo`, error);
        setPhotos((current) => current.filter((item) => item.key !== photo.key));
        release([photo]);
        setRefused((current) => ({
          ...current,
          unreadable: [...current.unreadable, photo.name],
        }));
      },
    );
  }

  function add(files: readonly File[]) {
    const images = files.filter(isImageFile);
    setRefused({
      notImages: files.filter((file) => !isImageFile(file)).map((file) => file.name),
      unreadable: [],
    });
    const kept = max === 1 ? [] : photos;
    const room = Math.max(0, max - kept.length);
    setLeftOut(max === 1 ? 0 : Math.max(0, images.length - room));
    if (images.length === 0) return;
    preloadImageCompressor().catch(() => {});
    const added = images.slice(0, room).map(createPhoto);
    added.forEach((photo) => {
      objectUrls.current.add(photo.previewUrl);
      watch(photo);
    });
    if (max === 1) release(photos);
    setPhotos([...kept, ...added]);
  }

  function remove(key: string) {
    setLeftOut(0);
    release(photos.filter((photo) => photo.key === key));
    setPhotos(photos.filter((photo) => photo.key !== key));
  }

  function take(key: string): Photo | undefined {
    const photo = photos.find((item) => item.key === key);
    if (!photo) return undefined;
    objectUrls.current.delete(photo.previewUrl);
    // Functional updates: Make main takes from and puts back into the same list in one event.
    setPhotos((current) => current.filter((item) => item.key !== key));
    return photo;
  }

  /** Returns the photo displaced from a one-photo list, which the caller moves the other way. */
  function put(photo: Photo, index = photos.length): Photo | undefined {
    objectUrls.current.add(photo.previewUrl);
    if (max === 1) {
      const [previous] = photos;
      setPhotos([photo]);
      return previous;
    }
    setPhotos((current) => {
      const next = [...current];
      next.splice(index, 0, photo);
      return next.slice(0, max);
    });
    return undefined;
  }

  function reset() {
    release(photos);
    setPhotos([]);
    setRefused({ notImages: [], unreadable: [] });
    setLeftOut(0);
  }

  const preparing = photos.filter((photo) => photo.preparing).length;
  return { photos, refused, leftOut, preparing, max, add, remove, take, put, reset };
}

export type PhotoList = ReturnType<typeof usePhotoList>;
