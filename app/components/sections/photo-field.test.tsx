// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { photoMessages } from "../../../shared/forms/photo-check";
import { PHOTO_LIMITS } from "../../../shared/forms/photos";
import { ToastProvider } from "../ui/toast";
import { HomeQuoteForm } from "./home-quote-form";
import { QuoteForm } from "./quote-form";

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const jpeg = (name: string) =>
  new File([new Uint8Array([...JPEG, ...new Array(2000).fill(7)])], name, { type: "image/jpeg" });

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const quoteForm = (endpoint = "/api/quote") =>
  render(<QuoteForm endpoint={endpoint} phone="09 123 4567" confirmation="We'll contact you within 24 hours." />);

describe("the photo field", () => {
  test("is on both forms when quotes go to the inbox, which then post multipart; absent for a third-party service", () => {
    const { unmount } = quoteForm();
    const form = screen.getByRole("form", { name: "Quote request" });
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    const input = screen.getByLabelText(/Add photos/);
    expect(input).toMatchObject({
      type: "file",
      name: "photos",
      multiple: true,
      accept: "image/jpeg,image/png,image/webp",
    });
    expect(input.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(input.getAttribute("aria-describedby")!)!.textContent).toMatch(
      /Up to 5 photos \(JPEG, PNG or WebP\), 10 MB each/,
    );
    unmount();

    quoteForm("https://forms.example.com/f/abc");
    expect(screen.queryByLabelText(/Add photos/)).toBeNull();
    expect(screen.getByRole("form", { name: "Quote request" }).hasAttribute("enctype")).toBe(false);
    cleanup();

    render(
      <ToastProvider>
        <HomeQuoteForm endpoint="/api/quote" phone="09 123 4567" successMessage="Thanks" />
      </ToastProvider>,
    );
    expect(screen.getByRole("form", { name: "Request a free quote" }).getAttribute("enctype")).toBe(
      "multipart/form-data",
    );
    expect(screen.getByLabelText(/Add photos/)).toBeTruthy();
  });

  test("shows a thumbnail per photo with a remove button; removing moves focus on and says what happened", async () => {
    const user = userEvent.setup({ applyAccept: false });
    quoteForm();
    await user.upload(screen.getByLabelText(/Add photos/), [jpeg("leak.jpg"), jpeg("ceiling.jpg")]);
    const list = await screen.findByRole("list", { name: "Photos to send" });
    expect(
      within(list)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["leak.jpg", "ceiling.jpg"]);
    expect(screen.getByText(/^2 of 5 photos · \d+ KB$/)).toBeTruthy();
    const news = document.querySelector('[aria-live="polite"]')!;
    expect(news.textContent).toBe("2 photos added, 2 in all.");

    await user.click(screen.getByRole("button", { name: "Remove leak.jpg" }));
    expect(
      within(list)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["ceiling.jpg"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove ceiling.jpg" }));
    expect(news.textContent).toBe("leak.jpg removed, 1 photo left.");
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:test/1");

    await user.keyboard("{Enter}");
    expect(screen.queryByRole("list", { name: "Photos to send" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/Add photos/));
  });

  test("says clearly what it cannot take: not a photo, HEIC, too large, one too many", async () => {
    const user = userEvent.setup({ applyAccept: false });
    quoteForm();
    const input = screen.getByLabelText(/Add photos/);
    const big = jpeg("huge.jpg");
    Object.defineProperty(big, "size", { value: PHOTO_LIMITS.maxFileBytes + 1 });
    await user.upload(input, [
      new File(["%PDF-1.7"], "invoice.pdf", { type: "application/pdf" }),
      new File([new Uint8Array([0, 0, 0, 0x18, ...[..."ftypheic"].map((c) => c.charCodeAt(0))])], "IMG_1.HEIC"),
      big,
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(photoMessages.notAPhoto("invoice.pdf"));
    expect(alert.textContent).toContain(photoMessages.heic("IMG_1.HEIC"));
    expect(alert.textContent).toContain(photoMessages.tooLarge("huge.jpg", PHOTO_LIMITS));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(alert.id);
    expect(screen.queryByRole("list", { name: "Photos to send" })).toBeNull();

    await user.upload(
      input,
      Array.from({ length: 6 }, (_, i) => jpeg(`p${i}.jpg`)),
    );
    await vi.waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(5));
    expect(screen.getByRole("alert").textContent).toBe(photoMessages.tooMany(PHOTO_LIMITS));
  });
});
