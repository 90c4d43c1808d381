import { statfsSync } from "node:fs";
import type { MiddlewareHandler } from "hono";
import type { AccountNotices } from "../accounts/notices.ts";
import type { Users } from "../accounts/users.ts";
import type { NtfyConfig, CurrentBusiness } from "../config/config.ts";
import { GIB, MIB, type DiskThresholds } from "../core/limits.ts";
import type { Logger } from "../core/log.ts";
import { PRIORITY, publish } from "../delivery/ntfy.ts";

/**
 * The free space of the disk the quotes are stored on (docs/decisions/011-operations.md, "Disk space"). DATA_DIR
 * holds the quotes beside the owner's photos, content revisions and site builds: a full disk would stop quote intake,
 * so the owner is told while there is still room, and below a floor the owner's own big writes (photos, saves, builds)
 * are refused while quotes are still taken.
 */

/** The bytes this process may still write on the file system holding `dir`. */
export type FreeBytes = (dir: string) => number;

/** What the file system lets an ordinary user write: `bavail`, not `bfree`, as root's reserve is not the inbox's. */
export const freeBytes: FreeBytes = (dir) => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

/**
 * Below this the disk is full for a quote: one with the most photos it may carry (30 MiB as uploaded at the default
 * limits) and the database's growth may not fit. /healthz then answers 503.
 */
export const QUOTE_ROOM_BYTES = 32 * MIB;

/** `ok`; `low` (below the warning: the owner has been told); `critical` (below the floor: owner writes refused). */
export type DiskStatus = "ok" | "low" | "critical";

export interface DiskReading {
  freeBytes: number;
  status: DiskStatus;
}

/** "300 MB", "1.5 GB": how much is free, as a person says it. */
export function sizeInWords(bytes: number): string {
  if (bytes >= GIB) return `${(bytes / GIB).toFixed(1).replace(/\.0$/, "")} GB`;
  return `${Math.floor(bytes / MIB)} MB`;
}

/** The 507 answer's words: what happened, why quotes are fine, and what to do. */
export function refusal(free: number): string {
  return (
    `The server is nearly out of disk space (${sizeInWords(free)} free). Saving is paused so customers' quote ` +
    "requests keep working. Nothing was saved: ask whoever looks after the server to free up space (old site " +
    "builds, backups, logs) or add more, then try again."
  );
}

export interface DiskWatchOptions {
  /** DATA_DIR: the quotes' database is there. */
  dataDir: string;
  thresholds: DiskThresholds;
  /** The reading; the real one (`freeBytes`) unless a test drives it. */
  freeBytes?: FreeBytes;
  /** Told once each time the free space falls below the warning (again only after it has been above it). */
  alert?: (reading: DiskReading) => Promise<void>;
  log: Logger;
}

/**
 * Watches DATA_DIR's free space: `read` for /healthz, `check` on a timer and after each owner write (alerts the
 * owner once per fall below the warning), and `guard`, the middleware that refuses the owner's big writes below the
 * floor. The alert's state is this watch's own, one per server.
 */
export function createDiskWatch(options: DiskWatchOptions) {
  const { dataDir, thresholds, log, alert } = options;
  const reader = options.freeBytes ?? freeBytes;
  let alerted = false;

  const statusOf = (free: number): DiskStatus =>
    free < thresholds.refuseBytes ? "critical" : free < thresholds.warnBytes ? "low" : "ok";

  /** The free space now, or undefined when it cannot be read (the check is then skipped, never the request). */
  const read = (): DiskReading | undefined => {
    try {
      const free = reader(dataDir);
      return { freeBytes: free, status: statusOf(free) };
    } catch (error) {
      log.warn("disk space could not be read", { error: (error as Error).message });
      return undefined;
    }
  };

  const check = (): DiskReading | undefined => {
    const reading = read();
    if (!reading) return undefined;
    if (reading.status === "ok") {
      if (alerted) log.info("disk space recovered", { freeBytes: reading.freeBytes });
      alerted = false;
    } else if (!alerted) {
      alerted = true;
      log.warn("disk space low: the owner is told", { freeBytes: reading.freeBytes, status: reading.status });
      // The alert is sent in the background: a timer tick or an owner's request never waits on a mail server.
      void alert?.(reading).catch((error: Error) =>
        log.error("the low disk space alert failed", { error: error.message }),
      );
    }
    return reading;
  };

  return {
    read,
    check,

    /** Checks now and every `intervalMs` (the timer never keeps the process alive); returns what stops it. */
    start(intervalMs = 60_000): () => void {
      check();
      const timer = setInterval(check, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },

    /**
     * The owner's big writes (the dashboard mounts it on them): below the floor, 507 before a byte of the
     * request is read or written; otherwise the write goes ahead and the space is checked after it, so a write
     * that took the disk below the warning alerts at once rather than at the next tick.
     */
    guard: (async (c, next) => {
      const reading = read();
      if (reading?.status === "critical") {
        check();
        return c.json({ error: refusal(reading.freeBytes) }, 507);
      }
      await next();
      check();
    }) satisfies MiddlewareHandler,
  };
}

export type DiskWatch = ReturnType<typeof createDiskWatch>;

/**
 * The low-space alert: an email to each owner account (through the account notices' mail settings) and a push on
 * the phone alerts' topic when one is set. Each is tried whatever became of the other; failures are logged.
 */
export function ownerDiskAlert(options: {
  users: Pick<Users, "list">;
  notices: Pick<AccountNotices, "tell">;
  phone: () => NtfyConfig | undefined;
  business: CurrentBusiness;
  log: Logger;
}): (reading: DiskReading) => Promise<void> {
  const { users, notices, phone, business, log } = options;
  return async (reading) => {
    const free = sizeInWords(reading.freeBytes);
    const paused = reading.status === "critical";
    const subject = paused
      ? "Saving the website is paused: the server's disk is full"
      : "The server's disk is nearly full";
    const paragraphs = [
      `The server that takes your quote requests has only ${free} of disk space left.`,
      paused
        ? "Saving the website, uploading photos and building the site are paused so customers' quote requests keep working."
        : "Quote requests still come in. If it runs lower, saving the website, uploading photos and building the site will pause so that quote requests keep working.",
      "Ask whoever looks after the server to free up space (old site builds, backups, logs) or add more.",
    ];
    const owners = users.list().filter((user) => user.role === "owner");
    await Promise.all([
      ...owners.map((owner) => notices.tell(owner.email, subject, paragraphs)),
      (async () => {
        const config = phone();
        if (!config) return;
        try {
          await publish(
            config,
            {
              title: subject,
              message: paragraphs.slice(0, 2).join("\n"),
              priority: PRIORITY.high,
              tags: ["warning"],
              click: `${business.current().siteUrl}/admin/overview`,
            },
            AbortSignal.timeout(config.timeoutMs),
          );
        } catch (error) {
          log.error("the low disk space push could not be sent", { error: (error as Error).message });
        }
      })(),
    ]);
  };
}
