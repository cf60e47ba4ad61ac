import { bikerGear, type GearItem } from '@/data/biker-gear';

/** The biker gear catalogue; sample data today, a fetch call once there is a server. */
export function getBikerGear(): readonly GearItem[] {
  return bikerGear;
}
