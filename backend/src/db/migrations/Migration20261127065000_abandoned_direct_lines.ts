import { Migration } from '@mikro-orm/migrations';

// The hourly sweep of abandoned 구매하기 lines (ADR 0068): its queue, like every other one, exists
// before any worker starts.
export class Migration20261127065000_abandoned_direct_lines extends Migration {

  override name = 'Migration20261127065000_abandoned_direct_lines';

  override up(): void | Promise<void> {
    this.addSql(`select pgboss.create_queue('remove-abandoned-direct-lines', '{"policy":"stately","retryLimit":0,"expireInSeconds":300}'::jsonb);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`select pgboss.delete_queue('remove-abandoned-direct-lines');`);
  }

}
