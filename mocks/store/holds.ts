// Held stock during checkout in the mocked API (ADR 0076). Placeholder until the store's holds land.
import { AppError } from '../../domain/errors/errors';
import type { MockDb } from './db';

/** Units of a product held right now by members checking out. */
export function heldUnitsOf(_db: MockDb, _productId: number): number {
  return 0;
}

export function notYet(): never {
  throw new AppError('NOT_IMPLEMENTED', '재고를 잡아 두는 기능은 아직 준비 중이에요.');
}
