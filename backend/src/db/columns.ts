import { p } from '@mikro-orm/core';

// Factories rather than shared builder instances: builders carry per-property options and
// must not be reused between entities.

export const id = () => p.integer().primary();

/** Set by the ORM on insert; the SQL default keeps raw inserts (seeds, fixes by hand) valid. */
export const createdAt = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date());

export const updatedAt = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
