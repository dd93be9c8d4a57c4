import { PgBoss, type Job } from 'pg-boss';
import { dispatchMessages } from '../modules/messaging/message-dispatch';
import { remindVbankDeposits } from '../modules/messaging/vbank-reminder';
import { expireUnpaidOrders } from './expire-unpaid-orders';
import { returnExpiredClaims } from '../modules/order/checkout-admission-claims';
import { makeImageSizes } from './image-sizes';
import { runCourierExport } from '../modules/courier/courier-export.job';
import { purgeCourierFiles } from '../modules/courier/courier-purge.job';
import { retryFailedRefunds } from '../modules/refund-desk/refund-retry.job';
import { removeAbandonedDirectLines } from '../modules/cart/abandoned-direct-lines.job';
import { runProductionSheet } from '../modules/production/production-freeze.service';
import { listenForMessages } from './message-wakeup';
import { retryDueCampaignCharges, runCampaignCharges, type CampaignChargesJob } from '../modules/campaign/campaign-charge.job';
import type { JobDeps } from './job-deps';
import { confirmCompletedLinePoints, expirePointsDaily } from './point-sweeps';
import { closeDueCampaigns } from '../modules/campaign/close-campaigns.job';
import { deleteReplacedBillingKey } from '../modules/campaign/billing-key-delete.job';
import { releaseExpiredHolds } from '../modules/holds/release-holds.job';
import { PG_BOSS_SCHEMA, QUEUE_OPTIONS, QUEUES, SCHEDULE_TIME_ZONE, SCHEDULES, type QueueName } from './queues';

export interface JobRunner {
  /** Stops fetching, lets running handlers finish (briefly), and closes the queue's connections. */
  stop(): Promise<void>;
}

export interface StartJobsOptions extends JobDeps {
  /** How often idle workers look for jobs, in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

/** pg-boss's own connections, apart from the app's pool: its polling never waits behind requests. */
const QUEUE_POOL_SIZE = 3;
// Part of the shutdown budget in main.ts: a sweep still running after this is left to its next run.
const STOP_TIMEOUT_MS = 4_000;

type Handler = (deps: JobDeps, job: Job<object>) => Promise<unknown>;

const HANDLERS: Record<QueueName, Handler> = {
  // The same minute gives back checkout claims whose API process died mid-order (ADR 0078).
  [QUEUES.expireUnpaidOrders]: async (deps) => {
    const now = new Date();
    await returnExpiredClaims(deps.orm.em.fork(), now);
    return expireUnpaidOrders(deps, now);
  },
  [QUEUES.confirmReservedPoints]: (deps) => confirmCompletedLinePoints(deps, new Date()),
  [QUEUES.expirePoints]: (deps) => expirePointsDaily(deps, new Date()),
  [QUEUES.sendMessages]: (deps) => dispatchMessages(deps, new Date()),
  [QUEUES.remindVbankDeposits]: (deps) => remindVbankDeposits(deps, new Date()),
  [QUEUES.makeImageSizes]: (deps) => makeImageSizes(deps),
  [QUEUES.retryRefunds]: (deps) => retryFailedRefunds(deps, new Date()),
  [QUEUES.purgeCourierFiles]: (deps) => purgeCourierFiles(deps, new Date()),
  [QUEUES.campaignCharges]: (deps, job) => runCampaignCharges(deps, job.data as CampaignChargesJob, new Date()),
  [QUEUES.retryCampaignCharges]: (deps) => retryDueCampaignCharges(deps, new Date()),
  [QUEUES.removeAbandonedDirectLines]: (deps) => removeAbandonedDirectLines(deps, new Date()),
  [QUEUES.courierExport]: (deps, job) => runCourierExport(deps, Number((job.data as { exportId?: unknown }).exportId)),
  [QUEUES.closeCampaigns]: (deps) => closeDueCampaigns(deps, new Date()),
  [QUEUES.productionSheet]: (deps, job) => runProductionSheet(deps, job.data as { productId?: unknown; trigger?: unknown }),
  [QUEUES.deleteBillingKey]: (deps, job) => deleteReplacedBillingKey(deps, job.data as { customerUid?: unknown }),
  [QUEUES.releaseExpiredHolds]: (deps) => releaseExpiredHolds(deps, new Date()),
};

async function syncQueues(boss: PgBoss): Promise<void> {
  for (const [name, { policy, ...options }] of Object.entries(QUEUE_OPTIONS)) {
    // Creating is a no-op for a queue the migration made; the update carries option changes.
    await boss.createQueue(name, { policy, ...options });
    await boss.updateQueue(name, options);
  }
}

/**
 * Starts the background jobs (docs/decisions/0019-staff-and-jobs.md): the sweeps on their
 * schedules and a worker per queue. Every instance may run this at once: a schedule's occurrence
 * becomes one job whichever instance's clock pass claims it, workers take jobs with SKIP LOCKED,
 * and the sweeps' queues hold at most one running job.
 */
export async function startJobs(options: StartJobsOptions): Promise<JobRunner> {
  const { pollingIntervalSeconds = 2, ...deps } = options;
  const log = deps.logger.child({ component: 'jobs' });
  const boss = new PgBoss({
    connectionString: deps.orm.config.get('clientUrl'),
    schema: PG_BOSS_SCHEMA,
    // The schema is a MikroORM migration; start-up never runs DDL.
    migrate: false,
    max: QUEUE_POOL_SIZE,
    application_name: 'campus-shop-jobs',
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();
  try {
    await syncQueues(boss);
    for (const { queue, cron } of SCHEDULES) {
      await boss.schedule(queue, cron, null, {
        tz: SCHEDULE_TIME_ZONE,
        // A daily run missed while every instance was down still happens once, late.
        missed: queue === QUEUES.expirePoints ? 'once' : 'skip',
      });
    }
    for (const [queue, handler] of Object.entries(HANDLERS)) {
      await boss.work<object>(queue, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
        if (!job) return;
        const outcome = await handler(deps, job);
        log.debug({ queue, jobId: job.id, outcome }, 'job done');
        return outcome;
      });
    }
  } catch (err) {
    await boss.stop({ graceful: false });
    throw err;
  }
  const wakeup = await listenForMessages(deps.orm.config.get('clientUrl') ?? '', boss, deps.logger).catch(async (err: unknown) => {
    await boss.stop({ graceful: false });
    throw err;
  });
  log.info({ queues: Object.keys(HANDLERS) }, 'background jobs started');
  return {
    async stop() {
      await wakeup.stop();
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
