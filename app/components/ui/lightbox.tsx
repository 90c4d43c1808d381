import { IconButton } from "./icon-button";
import { useEffect, useRef, useState } from "react";

export interface LightboxItem {
  caption: string;
  /** Extra words after the caption, e.g. "(Thermal Imaging)" or "(Video)". */
  suffix?: string;
}

const SWIPE_THRESHOLD_PX = 50;

/** Index after moving `step` from `index` in a list of `total`, wrapping at both ends (DECISIONS: everywhere). */
export function wrapIndex(index: number, step: number, total: number): number {
  return (((index + step) % total) + total) % total;
}

/**
 * What a gallery keeps for its `Lightbox`: which item is open, if any. `show(i)` opens item i; spread `viewer` on
 * the Lightbox, which moves through the items and closes it.
 */
export function useLightbox() {
  const [index, setIndex] = useState<number | null>(null);
  return { show: setIndex, viewer: { index, onIndexChange: setIndex, onClose: () => setIndex(null) } };
}

/**
 * A full-screen modal gallery on the native <dialog>: the rest of the page becomes inert, Escape closes, focus is
 * held inside and goes back to the opener on close, and the page behind does not scroll.
 */
export function Lightbox<T extends LightboxItem>({
  items,
  index,
  onIndexChange,
  onClose,
  renderItem,
  label,
}: {
  items: readonly T[];
  /** The item shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The item's media; with `preload` true it is a hidden neighbour that should start loading now. */
  renderItem: (item: T, index: number, preload: boolean) => React.ReactNode;
  label: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const touchStartX = useRef<number | null>(null);
  const open = index !== null;
  const many = items.length > 1;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      el.showModal();
      const root = document.documentElement;
      const previousOverflow = root.style.overflow;
      root.style.overflow = "hidden";
      return () => {
        root.style.overflow = previousOverflow;
      };
    }
    if (!open && el.open) el.close();
    return undefined;
  }, [open]);

  const move = (step: number) => {
    if (index !== null && many) onIndexChange(wrapIndex(index, step, items.length));
  };
  const item = index === null ? undefined : items[index];

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-navy-950/95 p-0 text-white backdrop:bg-navy-950/80"
      onClose={() => {
        onClose();
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the dialog itself (not its content) is a click on the backdrop.
        if (e.target === e.currentTarget || (e.target as HTMLElement).dataset.backdrop !== undefined) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === "ArrowLeft") move(-1);
        else if (e.key === "ArrowRight") move(1);
        else if (e.key === "Tab") {
          const focusable = Array.from(
            e.currentTarget.querySelectorAll<HTMLElement>("button, a[href], video[controls]"),
          );
          const first = focusable[0];
          const last = focusable[focusable.length - 1];
          if (e.shiftKey && document.activeElement === first) {
            e.preventDefault();
            last?.focus();
          } else if (!e.shiftKey && document.activeElement === last) {
            e.preventDefault();
            first?.focus();
          }
        }
      }}
      onTouchStart={(e) => (touchStartX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchStartX.current;
        const end = e.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
        move(end < start ? 1 : -1);
      }}
    >
      {item && index !== null ? (
        <div data-backdrop className="flex h-full flex-col items-center justify-center gap-4 p-4 sm:p-10">
          <IconButton
            icon="X"
            label="Close gallery"
            onClick={onClose}
            className="absolute top-4 right-4 inline-flex size-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
            iconClassName="size-6"
          />
          <figure className="flex max-h-full w-full max-w-5xl flex-col items-center gap-3">
            <div className="flex max-h-[75dvh] w-full items-center justify-center [&_img]:max-h-[75dvh] [&_img]:w-auto [&_img]:object-contain [&_video]:max-h-[75dvh]">
              {renderItem(item, index, false)}
            </div>
            {/* The neighbours, hidden but loading, so Previous and Next show their picture at once. */}
            {many ? (
              <div hidden>
                {[-1, 1].map((step) => {
                  const i = wrapIndex(index, step, items.length);
                  const neighbour = items[i];
                  return neighbour && i !== index ? <div key={step}>{renderItem(neighbour, i, true)}</div> : null;
                })}
              </div>
            ) : null}
            <figcaption className="text-center text-lg">
              {item.caption}
              {item.suffix ? <span className="text-signal-400"> {item.suffix}</span> : null}
            </figcaption>
            <p className="text-sm text-navy-100" aria-live="polite">
              {index + 1} / {items.length}
            </p>
          </figure>
          {many ? (
            <>
              <IconButton
                icon="ChevronLeft"
                label="Previous item"
                onClick={() => move(-1)}
                className="absolute top-1/2 left-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 sm:left-6"
                iconClassName="size-7"
              />
              <IconButton
                icon="ChevronRight"
                label="Next item"
                onClick={() => move(1)}
                className="absolute top-1/2 right-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 sm:right-6"
                iconClassName="size-7"
              />
            </>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
