import { Icon } from "./icon";
import { IconButton } from "./icon-button";
import { createContext, use, useCallback, useMemo, useRef, useState } from "react";
import { cn } from "../../lib/cn";

export interface ToastMessage {
  title: string;
  description?: string;
  /** More under the description, links included (an emergency's call-now line). */
  detail?: React.ReactNode;
  variant?: "default" | "destructive";
  /** Stays until dismissed, for a toast with something to act on: no link disappears under the visitor's thumb. */
  persistent?: boolean;
}

interface ShownToast extends ToastMessage {
  id: number;
}

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null);

/** How long a toast stays before it dismisses itself; long enough to read two sentences twice. */
const TOAST_DURATION_MS = 8000;

/**
 * Toasts in two always-present live regions (polite for news, assertive for errors), so screen readers announce
 * them: a live region must exist before its content changes, or nothing is read out.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (toast: ToastMessage) => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-2), { ...toast, id }]);
      if (!toast.persistent) window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const regions = useMemo(
    () =>
      (["polite", "assertive"] as const).map((politeness) => (
        <div
          key={politeness}
          role={politeness === "assertive" ? "alert" : "status"}
          aria-live={politeness}
          className="toast-region"
        >
          {toasts
            .filter((t) => (t.variant === "destructive" ? "assertive" : "polite") === politeness)
            .map((t) => (
              <ToastCard key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
            ))}
        </div>
      )),
    [toasts, dismiss],
  );

  return (
    <ToastContext value={show}>
      {children}
      {regions}
    </ToastContext>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const destructive = toast.variant === "destructive";

  return (
    <div
      data-slot="toast"
      data-variant={toast.variant ?? "default"}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border p-4 shadow-lift",
        destructive ? "border-red-800 bg-red-700 text-white" : "border-line bg-white text-ink",
      )}
    >
      <Icon
        name={destructive ? "CircleAlert" : "CircleCheck"}
        aria-hidden="true"
        className={cn("mt-0.5 size-5 shrink-0", !destructive && "text-water-600")}
      />
      <div className="min-w-0 flex-1">
        <p className="font-bold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
        {toast.detail ? <div className="mt-1 text-sm">{toast.detail}</div> : null}
      </div>
      <IconButton
        icon="X"
        label="Dismiss notification"
        onClick={onDismiss}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full opacity-80 hover:opacity-100"
        iconClassName="size-4"
      />
    </div>
  );
}

export function useToast(): (toast: ToastMessage) => void {
  const show = use(ToastContext);
  if (!show) throw new Error("useToast needs a <ToastProvider> above it.");
  return show;
}
