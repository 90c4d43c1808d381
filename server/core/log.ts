import { randomBytes } from "node:crypto";

/** One structured log entry: a level and a message, plus whatever fields say what happened. */
export type LogEntry = Record<string, unknown>;
export type Log = (entry: LogEntry) => void;

/** JSON lines on standard output, each stamped with the time (journald and `jq` read them as they are). */
export const stdoutLog: Log = (entry) =>
  process.stdout.write(`${JSON.stringify({ t: new Date().toISOString(), ...entry })}\n`);

/**
 * The one way the server writes a log entry: `logger(log).warn("msg", { fields })`. The sink is passed in, so
 * tests collect entries instead of printing them.
 */
export function logger(log: Log) {
  const at =
    (level: "info" | "warn" | "error") =>
    (msg: string, fields: LogEntry = {}) =>
      log({ level, msg, ...fields });
  return { info: at("info"), warn: at("warn"), error: at("error"), raw: log };
}

export type Logger = ReturnType<typeof logger>;

/**
 * A short id for one unexpected error (ASVS 7.4.1, docs/decisions/010-asvs-level-1.md): 32 random bits as 8 hex
 * characters, shown to whoever met the error and logged beside what happened, so a reference read out on the phone
 * finds the log entry while the answer itself says nothing about the cause.
 */
export const newErrorId = () => randomBytes(4).toString("hex");
