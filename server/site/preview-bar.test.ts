import { brotliCompressSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { previewBar, previewResponse, withPreviewBar } from "./preview-bar.ts";

const BAR = '<div data-preview-bar="">bar</div>';

describe("the preview's bar, added to a previewed page as it is served", () => {
  test("right after the opening body tag, whatever its attributes hold (a '>' inside a quoted value)", () => {
    const page =
      '<!DOCTYPE html><html lang="en"><head><title>FAQ</title></head>' +
      '<body class="min-h-dvh" data-x="a>b" data-y=\'c>d\'><main>FAQ</main></body></html>';
    expect(withPreviewBar(page, BAR)).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>FAQ</title></head>' +
        `<body class="min-h-dvh" data-x="a>b" data-y='c>d'>${BAR}<main>FAQ</main></body></html>`,
    );
    expect(withPreviewBar("<BODY>x</BODY>", BAR)).toBe(`<BODY>${BAR}x</BODY>`);
    // A tag whose name only starts with "body" is not the body.
    expect(withPreviewBar("<head></head><bodyguard></bodyguard><body>x", BAR)).toBe(
      `<head></head><bodyguard></bodyguard><body>${BAR}x`,
    );
  });

  test("a page without a body tag gets it after the head, or at its end; never before the doctype", () => {
    expect(withPreviewBar("<!DOCTYPE html><title>Not found</title></head><p>No.</p>", BAR)).toBe(
      `<!DOCTYPE html><title>Not found</title></head>${BAR}<p>No.</p>`,
    );
    expect(withPreviewBar("<!DOCTYPE html><title>Not found</title><p>No.</p>", BAR)).toBe(
      `<!DOCTYPE html><title>Not found</title><p>No.</p>${BAR}`,
    );
  });

  test("the bar says it is a preview, posts plain forms to the dashboard and escapes the path it returns to", () => {
    const bar = previewBar("20261206-081500-123001", '/faq?q="<x>"');
    expect(bar).toContain("Preview — not live yet");
    expect(bar).toContain('<form method="post" action="/admin/preview/20261206-081500-123001/live"');
    expect(bar).toContain('<form method="post" action="/admin/preview/exit"');
    expect(bar).toContain('value="/faq?q=&#34;&#60;x&#62;&#34;"');
    expect(bar).not.toMatch(/<script|\son[a-z]+=/i);
  });

  test("an HTML answer gets the bar, decoded from its pre-compressed file; it is never kept", async () => {
    const page = '<!DOCTYPE html><html><head></head><body class="a"><p>Hi</p></body></html>';
    const served = new Response(new Uint8Array(brotliCompressSync(page)), {
      headers: { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br", ETag: '"x"' },
    });
    const answered = await previewResponse(served, BAR, false);
    expect(await answered.text()).toBe(
      `<!DOCTYPE html><html><head></head><body class="a">${BAR}<p>Hi</p></body></html>`,
    );
    expect(answered.headers.get("content-encoding")).toBeNull();
    expect(answered.headers.get("etag")).toBeNull();
    expect(answered.headers.get("cache-control")).toBe("no-store");
  });

  test("anything that is not an HTML page is untouched, but not kept either", async () => {
    const script = new Response("console.log('<body>')", {
      headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=31536000" },
    });
    const answered = await previewResponse(script, BAR, false);
    expect(await answered.text()).toBe("console.log('<body>')");
    expect(answered.headers.get("cache-control")).toBe("no-store");
    const moved = await previewResponse(
      new Response(null, { status: 308, headers: { Location: "/faq", "Content-Type": "text/html" } }),
      BAR,
      false,
    );
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe("/faq");
  });
});
