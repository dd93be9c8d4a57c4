import type { Queue } from 'pg-boss';

/** The Postgres schema pg-boss lives in; the migration that creates it spells the same name. */
export const PG_BOSS_SCHEMA = 'pgboss';

export const QUEUES = {
  expireUnpaidOrders: 'expire-unpaid-orders',
  confirmReservedPoints: 'confirm-reserved-points',
  expirePoints: 'expire-points',
  sendMessages: 'send-messages',
  remindVbankDeposits: 'remind-vbank-deposits',
  makeImageSizes: 'make-image-sizes',
  courierExport: 'courier-export',
  retryRefunds: 'retry-refunds',
  purgeCourierFiles: 'purge-courier-files',
  closeCampaigns: 'close-campaigns',
  campaignCharges: 'campaign-charges',
  retryCampaignCharges: 'retry-campaign-charges',
  productionSheet: 'production-sheet',
  removeAbandonedDirectLines: 'remove-abandoned-direct-lines',
  deleteBillingKey: 'delete-billing-key',
  releaseExpiredHolds: 'release-expired-holds',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];


/** Where the schedules' wall-clock times are read (the daily point expiry runs at 00:10 in Korea). */
export const SCHEDULE_TIME_ZONE = 'Asia/Seoul';

/**
 * Every queue with its options. The migration creates the same queues (so a request can enqueue
 * before any worker ever started); the runner writes these options over them on start, so changing
 * a retry setting here needs no migration.
 *
 * Sweeps are `stately`: at most one queued and one running per queue across every instance, so a
 * slow run is never overlapped by the next minute's. Their work is idempotent, so a retry or a
 * skipped minute costs nothing but time.
 */
export const QUEUE_OPTIONS: Record<QueueName, Omit<Queue, 'name'>> = {
  [QUEUES.expireUnpaidOrders]: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  [QUEUES.confirmReservedPoints]: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  [QUEUES.expirePoints]: {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 1_800,
  },
  // One sweep at a time per deployment; each message keeps its own attempts and backoff (ADR 0040).
  [QUEUES.sendMessages]: { policy: 'stately', retryLimit: 0, expireInSeconds: 600 },
  [QUEUES.remindVbankDeposits]: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  // Seeded and other images without sizes (ADR 0045); staff uploads get theirs when attached.
  [QUEUES.makeImageSizes]: { policy: 'stately', retryLimit: 0, expireInSeconds: 600 },
  // One job per requested courier file (ADR 0051), enqueued with the export row; one retry for a crash.
  [QUEUES.courierExport]: { policy: 'standard', retryLimit: 1, retryDelay: 30, expireInSeconds: 900 },
  // Refunds the provider refused, tried again on their own schedule (ADR 0061).
  [QUEUES.retryRefunds]: { policy: 'stately', retryLimit: 0, expireInSeconds: 600 },
  // Courier files past their retention, deleted nightly (docs/product-rules.md).
  [QUEUES.purgeCourierFiles]: { policy: 'stately', retryLimit: 2, retryDelay: 600, expireInSeconds: 1_800 },
  // Group purchases (ADR 0062): the minute sweep that closes due campaigns and resumes CLOSING ones;
  // staffCloseCampaign sends one at once. A campaign closes once whatever runs it (a database guard).
  [QUEUES.closeCampaigns]: { policy: 'stately', retryLimit: 2, retryDelay: 30, expireInSeconds: 900 },
  // One job per closed CHARGE_AT_CLOSE campaign (ADR 0064: a run that could not reach PortOne is
  // retried; every charge it settled is skipped by its row's status) and per production sheet version (ADR 0066: the version lock makes repeats harmless).
  [QUEUES.campaignCharges]: { policy: 'standard', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 1_800 },
  [QUEUES.productionSheet]: { policy: 'standard', retryLimit: 3, retryDelay: 60, expireInSeconds: 900 },
  // Refused charges come back a day later; the sweep runs hourly so each is tried close to its time.
  [QUEUES.retryCampaignCharges]: { policy: 'stately', retryLimit: 0, expireInSeconds: 3_600 },
  // 구매하기 lines whose checkout was left (ADR 0068); one DELETE, so a skipped hour costs nothing.
  [QUEUES.removeAbandonedDirectLines]: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  // A card swapped away is deleted at PortOne after the swap committed (ADR 0070): one job per key,
  // retried with backoff (1, 2, 4 ... 512 minutes, about 17 hours in all) while PortOne cannot be reached.
  [QUEUES.deleteBillingKey]: { policy: 'standard', retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
  // Checkout holds past their time go back to stock (ADR 0076); the DELETE ... RETURNING guard returns each once.
  [QUEUES.releaseExpiredHolds]: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
};

/** Cron expressions (minute resolution, read in SCHEDULE_TIME_ZONE) of the sweeps. */
export const SCHEDULES: readonly { queue: QueueName; cron: string }[] = [
  { queue: QUEUES.expireUnpaidOrders, cron: '* * * * *' },
  { queue: QUEUES.confirmReservedPoints, cron: '*/10 * * * *' },
  { queue: QUEUES.expirePoints, cron: '10 0 * * *' },
  // The safety net for retries and crashed claims; a new message wakes the worker at once (message-wakeup.ts).
  { queue: QUEUES.sendMessages, cron: '* * * * *' },
  { queue: QUEUES.remindVbankDeposits, cron: '*/10 * * * *' },
  { queue: QUEUES.makeImageSizes, cron: '* * * * *' },
  { queue: QUEUES.retryRefunds, cron: '*/10 * * * *' },
  { queue: QUEUES.purgeCourierFiles, cron: '30 3 * * *' },
  { queue: QUEUES.closeCampaigns, cron: '* * * * *' },
  { queue: QUEUES.retryCampaignCharges, cron: '5 * * * *' },
  { queue: QUEUES.removeAbandonedDirectLines, cron: '17 * * * *' },
  { queue: QUEUES.releaseExpiredHolds, cron: '* * * * *' },
];
