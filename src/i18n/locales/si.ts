import type { Catalog } from '../catalog';
import { bikebot } from './si/bikebot';
import { bikerGear } from './si/biker-gear';
import { common } from './si/common';
import { home } from './si/home';
import { postAd } from './si/post-ad';
import { spareParts } from './si/spare-parts';
import { vehicles } from './si/vehicles';

export const si: Catalog = { common, vehicles, postAd, home, spareParts, bikerGear, bikebot };
