import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { WaitingRoomRateMode } from '../../../../domain/enums';
import { Product } from '../catalog/product.entity';
import { University } from '../content/university.entity';

/**
 * A product's waiting room (docs/decisions/0073-waiting-room.md): staff's settings, and the
 * shared admission state every API instance reads into its snapshot. `cursor`/`carry` advance in
 * a guarded UPDATE (one instance per tick); `drawnAt`/`drawSeed` are set once by the opening
 * draw, guarded the same way.
 */
export const WaitingRoomGateSchema = defineEntity({
  name: 'WaitingRoomGate',
  properties: {
    id: id(),
    university: () => p.manyToOne(University).index(),
    product: () => p.manyToOne(Product).unique(),
    enabled: p.boolean().default(false),
    queueOpensMinutesBefore: p.integer().default(15),
    rateMode: p.enum(() => WaitingRoomRateMode).default(WaitingRoomRateMode.PER_MINUTE),
    rate: p.integer().default(100),
    admissionMinutes: p.integer().default(10),
    /** Minutes a checkout hold lasts (ADR 0076). */
    holdMinutes: p.integer().default(10),
    /** Ranks admitted so far. */
    cursor: p.integer().default(0),
    /** The per-minute rate's fraction carried between ticks (rate x ms). */
    carry: p.integer().default(0),
    tickedAt: p.datetime().nullable(),
    drawnAt: p.datetime().nullable(),
    drawSeed: p.string().length(64).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class WaitingRoomGate extends WaitingRoomGateSchema.class {}
WaitingRoomGateSchema.setClass(WaitingRoomGate);
