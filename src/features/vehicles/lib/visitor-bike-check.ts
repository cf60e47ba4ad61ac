import type { PartAd } from '@/domain/listings/item-schema';
import { myBikeLabel, partFitsMyBike, readMyBike, subscribeMyBike } from '@/lib/my-bike';
import type { BikeFit } from './visitor-bike';

/** Tells `set` whether `part` is listed for the stored bike, now and after every change. */
export function watchBikeFit(part: PartAd, set: (fit: BikeFit | null) => void): () => void {
  const update = () => {
    const bike = readMyBike();
    set(bike ? { bike: myBikeLabel(bike), fits: partFitsMyBike(part, bike) } : null);
  };
  update();
  return subscribeMyBike(update);
}
