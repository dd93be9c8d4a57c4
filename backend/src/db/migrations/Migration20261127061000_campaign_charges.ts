import { Migration } from '@mikro-orm/migrations';

// CHARGE_AT_CLOSE charges (ADR 0064): the hourly sweep of refused charges whose next try has come.
// The tables, and the campaign-charges queue close-campaigns sends to, are ADR 0062's migrations.
export class Migration20261127061000_campaign_charges extends Migration {

  override name = 'Migration20261127061000_campaign_charges';

  override up(): void | Promise<void> {
    this.addSql(`select pgboss.create_queue('retry-campaign-charges', '{"policy":"stately","retryLimit":0,"expireInSeconds":3600}'::jsonb);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`select pgboss.delete_queue('retry-campaign-charges');`);
  }

}
