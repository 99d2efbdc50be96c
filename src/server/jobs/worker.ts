import type { OpenDatabase } from '../db/connection';
import type { Mailer } from '../mail/mailer';
import type { PaymentProviders } from '../payments';
import { settleRefunds } from '../services/orders/refunds';
import type { LabelSettings } from '../services/shipping/label-service';
import { trackShipments, type TrackingRun } from '../services/shipping/tracking';
import { forgetExpiredThrottles } from '../services/throttle';
import { MAIL_QUEUED_CHANNEL } from '../mail/outbox';
import { warnExpiringCards } from '../services/cards/expiry';
import { runClubCharges, type RunSummary } from '../services/club/charge-run';
import type { ShopDeps } from '../deps';
import { sendBoxReminders } from '../services/club/reminders';
import { closeDueAllocations } from '../services/club/allocation-close';
import { sweepExpiredHolds } from './hold-sweep';
import { sendDueMail } from './mail-outbox';
import { log } from '../log';

// The shop's background work, run by every process: the outbox is sent as soon as mail is queued
// (the notification of the commit wakes every process; the claims of mail-outbox.ts share the
// messages out) and again on a short timer for the retries; expired stock holds are swept every
// minute (hold-sweep.ts lets one process at a time do it), and the process that swept makes the
// refunds the payment provider has not accepted yet, clears the throttling counters that ended and,
// hourly, warns the customers whose kept card expires with something due on it.
// The shipped parcels are followed on their own timer, at each carrier's pace (services/shipping/
// tracking.ts claims each shipment, so several processes never ask twice); it does not run at
// start, so that a restart does not call the carriers again.
// The wine club's charge run (services/club/charge-run.ts) takes its turn on the sweep's timer: the
// shipments due are claimed by one process, and every step of a box is conditional, so processes
// running it at once never charge a box twice.
// A job that fails is logged and tried again at its next turn: it never brings the process down.

export interface WorkerSettings {
  /** How often the outbox is looked at between notifications, for the messages due again. */
  mailPollMs: number;
  /** How often the stock of unpaid orders past their hold is given back (and refunds still due are made). */
  holdSweepMs: number;
  /** How often the parcels due a look are asked about (each at its carrier's pace): TRACKING_POLL_MS (config.ts). */
  trackingPollMs: number;
}

/** How often the sweeping process looks for kept cards to warn about (services/cards/expiry.ts). */
const CARD_CHECK_MS = 3_600_000;

const DEFAULT_SETTINGS: WorkerSettings = { mailPollMs: 15_000, holdSweepMs: 60_000, trackingPollMs: 15 * 60_000 };

export interface WorkerDeps {
  database: Pick<OpenDatabase, 'db' | 'listen'>;
  /** The transport: SMTP or the outbox folder (mail/mailer.ts). Only the worker sends. */
  mailer: Mailer;
  /** The providers that give back the refunds still due. */
  payments: PaymentProviders;
  /** The host part of Message-IDs (the shop's public host). */
  host: string;
  /** PUBLIC_URL, for the links of the mails the jobs queue (https://{host} when unsaid). */
  publicUrl?: string;
  /** The time now; tests move it past a retry delay or a hold. */
  now: () => Date;
  /** The carriers' tracking accounts (config.ts); absent: every parcel is followed as the demo's. */
  labels?: LabelSettings;
  /** The shop's dependencies, for the jobs that charge kept cards and make orders (the club's charge run and allocations); absent: neither runs. */
  shop?: ShopDeps;
}

export interface Worker {
  /** Sends the mail due now, after the run under way if any; answers what that run did (null: it failed). */
  sendMail(): Promise<{ sent: number; failed: number } | null>;
  /** Sweeps the expired holds now, after the sweep under way if any; answers whether it swept (null: it failed). */
  sweepHolds(): Promise<boolean | null>;
  /** Asks the carriers about the parcels due now, after the run under way if any (null: it failed). */
  trackParcels(): Promise<TrackingRun | null>;
  /** Runs the club's charges due now, after the run under way if any (null: it failed or there is no shop to charge for). */
  chargeClub(): Promise<RunSummary | null>;
  /** Stops the timers and waits for the job under way: called before the database closes. */
  stop(): Promise<void>;
}

/**
 * One job of the worker: never two runs at once in this process. Asked while it runs, it runs once
 * more afterwards (a message queued during a run is not left for the timer), and the callers who
 * asked meanwhile share that next run.
 */
function serialJob<T>(name: string, work: () => Promise<T>) {
  let last: Promise<unknown> = Promise.resolve();
  let next: Promise<T | null> | null = null;
  return {
    run(): Promise<T | null> {
      next ??= last.then(() => {
        next = null;
        return work().catch((error: unknown) => {
          log.error({ err: error, job: name }, `worker: ${name} failed, tried again at its next turn`);
          return null;
        });
      });
      last = next;
      return next;
    },
    idle: () => last,
  };
}

export async function startWorker(deps: WorkerDeps, settings: Partial<WorkerSettings> = {}): Promise<Worker> {
  const { mailPollMs, holdSweepMs, trackingPollMs } = { ...DEFAULT_SETTINGS, ...settings };
  const { db } = deps.database;
  const stopping = new AbortController();
  let lastCardCheck = Number.NEGATIVE_INFINITY;
  const mail = serialJob('mail outbox', () => sendDueMail({ db, mailer: deps.mailer, now: deps.now, host: deps.host, stopping: stopping.signal }));
  const holds = serialJob('expired holds sweep', async () => {
    const swept = await sweepExpiredHolds(db, deps.now());
    if (swept) {
      await settleRefunds({ db, payments: deps.payments, now: deps.now });
      await forgetExpiredThrottles(db, deps.now());
      // Kept cards that expire within a month with something due on them: checked hourly, each warned once.
      if (deps.now().getTime() - lastCardCheck >= CARD_CHECK_MS) {
        lastCardCheck = deps.now().getTime();
        await warnExpiringCards({ db, now: deps.now, config: { publicUrl: deps.publicUrl ?? `https://${deps.host}` } });
        // The club's reminders, 14 and 2 days before a charge: each claimed once (services/club/reminders.ts).
        await sendBoxReminders({ db, now: deps.now, config: { publicUrl: deps.publicUrl ?? `https://${deps.host}` } });
      }
      // The club's allocations whose close has come: shared out and charged (services/club/allocation-close.ts).
      if (deps.shop) await closeDueAllocations(deps.shop);
    }
    return swept;
  });
  const tracking = serialJob('parcel tracking', () => trackShipments({ db, labels: deps.labels, now: deps.now }));
  const shop = deps.shop;
  const club = serialJob('club charge run', () => (shop ? runClubCharges(shop) : Promise.resolve(null)));
  const sendMail = () => (stopping.signal.aborted ? Promise.resolve(null) : mail.run());
  const sweepHolds = () => (stopping.signal.aborted ? Promise.resolve(null) : holds.run());
  const trackParcels = () => (stopping.signal.aborted ? Promise.resolve(null) : tracking.run());
  const chargeClub = () => (stopping.signal.aborted ? Promise.resolve(null) : club.run());

  // Mail queued while the listening connection was lost woke nobody: the outbox is looked at once it is back.
  await deps.database.listen(MAIL_QUEUED_CHANNEL, () => void sendMail(), () => void sendMail());
  // Unref'd: the timers alone never keep the process alive.
  const timers = [
    setInterval(() => void sendMail(), mailPollMs).unref(),
    setInterval(() => void sweepHolds(), holdSweepMs).unref(),
    ...(shop ? [setInterval(() => void chargeClub(), holdSweepMs).unref()] : []),
    setInterval(() => void trackParcels(), trackingPollMs).unref(),
  ];
  // What was queued or expired while no process was running.
  void sendMail();
  void sweepHolds();

  return {
    sendMail,
    sweepHolds,
    trackParcels,
    chargeClub,
    async stop() {
      stopping.abort();
      for (const timer of timers) clearInterval(timer);
      await Promise.all([mail.idle(), holds.idle(), tracking.idle(), club.idle()]);
    },
  };
}
