import { PICKUP, PICKUP_POINT_ID } from './products/build';
import type { ScenarioPickupPoint } from './types';

/** The tenant's group pickup points (the console's list; group products copy one's place). */
export const pickupPoints: ScenarioPickupPoint[] = [{ key: 'pickup-point.student-hall', id: PICKUP_POINT_ID, ...PICKUP }];
