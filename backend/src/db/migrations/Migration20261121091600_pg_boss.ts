import { Migration } from '@mikro-orm/migrations';
import { getConstructionPlans } from 'pg-boss';

// pg-boss's own tables (jobs, queues, schedules) in the `pgboss` schema, created here so that the
// app starts its queue with `migrate: false` and never runs DDL at start-up
// (docs/decisions/0019-staff-and-jobs.md). The plans carry their own BEGIN/COMMIT; MikroORM
// already runs every pending migration in one transaction, and a COMMIT in the middle would end it.
const SCHEMA = 'pgboss';

function withoutOwnTransaction(plans: string): string {
  return plans.replace(/^\s*BEGIN;\s*$/m, '').replace(/^\s*COMMIT;\s*$/m, '');
}

// Frozen copies of the queues as first created; the job runner updates their options on start.
const QUEUES: [name: string, options: Record<string, unknown>][] = [
  ['expire-unpaid-orders', { policy: 'stately', retryLimit: 0, expireInSeconds: 300 }],
  ['confirm-reserved-points', { policy: 'stately', retryLimit: 0, expireInSeconds: 300 }],
  ['expire-points', { policy: 'stately', retryLimit: 5, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800 }],
  [
    'restock-notify',
    { policy: 'standard', retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800, expireInSeconds: 120 },
  ],
];

export class Migration20261121091600_pg_boss extends Migration {

  override name = 'Migration20261121091600_pg_boss';

  override up(): void | Promise<void> {
    // Only a leftover can be there before this runs: `npm run db:reset` drops the public schema
    // (and with it the record of this migration) but not this one.
    this.addSql(`drop schema if exists ${SCHEMA} cascade;`);
    this.addSql(withoutOwnTransaction(getConstructionPlans(SCHEMA)));
    for (const [name, options] of QUEUES) {
      this.addSql(`select ${SCHEMA}.create_queue('${name}', '${JSON.stringify(options)}'::jsonb);`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop schema if exists ${SCHEMA} cascade;`);
  }

}
