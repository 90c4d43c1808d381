import { isEmergency } from "../../../shared/forms/emergency";
import { homeQuoteForm } from "../../../shared/forms/home-form";
import { confirmationTitles } from "../../../shared/forms/quote-fields";
import { useQuoteForm } from "../../lib/forms/use-quote-form";
import { ToastProvider, useToast } from "../ui/toast";
import { CallNow } from "./call-now";
import { QuoteFormView } from "./quote-form-view";

type HomeQuoteFormProps = { endpoint: string; phone: string; successMessage: string };

/** The home form as an island: it brings the live regions its toasts are announced in. */
export function HomeQuoteForm(props: HomeQuoteFormProps) {
  return (
    <ToastProvider>
      <HomeQuoteFormBody {...props} />
    </ToastProvider>
  );
}

/**
 * The home contact form (spec sections 4, 5, 7 and 8). Name, phone and service are checked here as well as in the
 * markup, so a value of only spaces is caught too; the outcome is told in a toast, and every typed value survives a
 * failed submission.
 */
function HomeQuoteFormBody({ endpoint, phone, successMessage }: HomeQuoteFormProps) {
  const toast = useToast();
  const state = useQuoteForm(homeQuoteForm, endpoint, "home_contact");
  return (
    <QuoteFormView
      state={state}
      endpoint={endpoint}
      label="Request a free quote"
      submitLabel="Get My Free Quote"
      noValidate
      outcome={{
        check: (sent) => {
          if (!state.fieldErrors.show(state.missing(sent))) return true;
          toast({
            variant: "destructive",
            title: "Please fill in required fields",
            description: "Name, phone, and service type are required.",
          });
          return false;
        },
        succeeded: (sent) => {
          // The spec's words for every request; an emergency is also told to call now, and the toast waits for it.
          const emergency = isEmergency({ urgency: sent.urgency, service: sent.service ?? "" });
          toast({
            title: confirmationTitles.home,
            description: successMessage,
            ...(emergency && { detail: <CallNow phone={phone} source="home_form_success" />, persistent: true }),
          });
          state.analytics.reset();
        },
        failed: () =>
          toast({
            variant: "destructive",
            title: "Submission Error",
            description: `There was an error submitting your form. Please try again or call us directly at ${phone}.`,
          }),
      }}
    />
  );
}
