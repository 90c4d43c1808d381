import type { LeadSummary } from "../../shared/api/leads";
import { dueClock, formatDateTime, overdueBy } from "../ui/format";

/**
 * How an untouched lead stands against the promise its form showed (server/quotes/answer-by.ts): "Answer by 10:45" until
 * then, "Overdue 12 min" after, in red. Nothing once someone has changed its status, written a note or tapped Call.
 */
export function AnswerBy({ lead, now }: { lead: Pick<LeadSummary, "answerBy" | "answeredAt">; now: number }) {
  if (lead.answeredAt) return null;
  const late = now - Date.parse(lead.answerBy);
  if (late < 0)
    return (
      <span className="text-sm font-semibold text-navy-900">
        Answer by{" "}
        <time dateTime={lead.answerBy} title={formatDateTime(lead.answerBy)}>
          {dueClock(lead.answerBy, now)}
        </time>
      </span>
    );
  return (
    <span
      title={`Due ${formatDateTime(lead.answerBy)}`}
      className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-bold text-white"
    >
      Overdue {overdueBy(late)}
    </span>
  );
}
