import { Migration } from '@mikro-orm/migrations';

// The group-purchase queues (docs/decisions/0062-campaign-core.md), created here like the others
// (frozen copies of their first options) so a request can send before any worker ever started.
const QUEUES: [name: string, options: Record<string, unknown>][] = [
  ['close-campaigns', { policy: 'stately', retryLimit: 2, retryDelay: 30, expireInSeconds: 900 }],
  ['campaign-charges', { policy: 'standard', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 1800 }],
  ['production-sheet', { policy: 'standard', retryLimit: 3, retryDelay: 60, expireInSeconds: 900 }],
];

export class Migration20261127060100_campaign_queues extends Migration {

  override name = 'Migration20261127060100_campaign_queues';

  override up(): void | Promise<void> {
    for (const [name, options] of QUEUES) {
      this.addSql(`select pgboss.create_queue('${name}', '${JSON.stringify(options)}'::jsonb);`);
    }
  }

  override down(): void | Promise<void> {
    for (const [name] of QUEUES) this.addSql(`select pgboss.delete_queue('${name}');`);
  }

}
