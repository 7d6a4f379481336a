import type { RegionData } from '../types.ts';
import { region as asiaPacificLatam } from './asia-pacific-latam.ts';
import { region as europeNorthWest } from './europe-north-west.ts';
import { region as europeSouthEastMea } from './europe-south-east-mea.ts';
import { region as northAmerica } from './north-america.ts';

/** Every region file of the data set. */
export const regions: readonly RegionData[] = [northAmerica, europeNorthWest, europeSouthEastMea, asiaPacificLatam];
