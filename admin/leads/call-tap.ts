import { useRevalidator } from "react-router";
import { useToast } from "../../app/components/ui/toast";
import { api } from "../shell/api";

/**
 * A tap on a lead's phone number: the plain tel: link opens the dialler at once, and the tap is recorded as a
 * "called" event, which answers the lead (server/quotes/answer-by.ts) so it is neither shown overdue nor chased by the
 * escalation (server/delivery/escalation.ts). The request is `keepalive`, as a phone may put the browser away while the
 * call starts; then the page's data is read again, so "Overdue" goes and the history says "Called".
 */
export function useCallTap(leadId: number): () => void {
  const { revalidate } = useRevalidator();
  const toast = useToast();
  return () => {
    api(`leads/${leadId}/called`, { method: "POST", keepalive: true })
      .then(() => revalidate())
      .catch(() =>
        toast({
          title: "The call was not recorded",
          description: "Change the status or add a note once you have spoken, so the lead counts as answered.",
          variant: "destructive",
        }),
      );
  };
}
