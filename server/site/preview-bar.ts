import { brotliDecompressSync, gunzipSync } from "node:zlib";

/**
 * The bar every previewed page carries (docs/decisions/012-owner-editing.md): "Preview — not live yet", with Go live
 * and Leave preview as plain forms posting to the dashboard, so it works without the page's scripts. The server adds
 * it to a preview's answer as it serves it; the build's files are never changed, and the live site never has it.
 * Styled by its `style` attributes alone (the site's policy allows inline styles, never inline scripts): sticky at
 * the top of the page, in the page's flow, so it pushes the page down rather than covering it; under the skip link
 * (z-index 50) so that stays visible when focused.
 */
export function previewBar(buildId: string, path: string): string {
  const button =
    "min-height:44px;padding:0 14px;border-radius:9999px;font:inherit;font-weight:700;cursor:pointer;" +
    "border:2px solid #fff;";
  // The words and the two buttons wrap as two groups: at 375 px the words above, both buttons on one row below.
  return (
    `<div role="region" aria-label="Preview" data-preview-bar="" style="position:sticky;top:0;z-index:45;` +
    `display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px;padding:6px 12px;background:#7a2e0e;color:#fff;` +
    `border-bottom:4px solid #fbbf24;font-family:inherit;font-size:16px;font-weight:600;line-height:1.3">` +
    `<strong style="flex:1 1 14em;font-size:17px">Preview — not live yet</strong>` +
    `<div style="display:flex;gap:8px;flex:0 0 auto">` +
    `<form method="post" action="/admin/preview/${escapeHtml(buildId)}/live" style="margin:0">` +
    `<input type="hidden" name="path" value="${escapeHtml(path)}">` +
    `<button type="submit" style="${button}background:#fff;color:#7a2e0e">Go live</button></form>` +
    `<form method="post" action="/admin/preview/exit" style="margin:0">` +
    `<input type="hidden" name="path" value="${escapeHtml(path)}">` +
    `<button type="submit" style="${button}background:transparent;color:#fff">Leave preview</button></form>` +
    `</div></div>`
  );
}

/**
 * `html` with `fragment` as the body's first child: right after the opening <body …> tag, found by a plain scan (no
 * expression over the page): "<body" then a space, "/" or ">", then to the first ">" outside a quoted attribute
 * value. A page without a <body> tag gets it after </head> (the parser opens the body there), or at its end.
 */
export function withPreviewBar(html: string, fragment: string): string {
  const lower = html.toLowerCase();
  let from = 0;
  for (;;) {
    const at = lower.indexOf("<body", from);
    if (at < 0) break;
    const next = lower.charAt(at + 5);
    if (
      next === ">" ||
      next === "/" ||
      next === " " ||
      next === "\t" ||
      next === "\n" ||
      next === "\r" ||
      next === "\f"
    ) {
      const end = tagEnd(html, at + 5);
      if (end < 0) break;
      return html.slice(0, end + 1) + fragment + html.slice(end + 1);
    }
    from = at + 5;
  }
  const head = lower.indexOf("</head>");
  if (head >= 0) return html.slice(0, head + 7) + fragment + html.slice(head + 7);
  return html + fragment;
}

/** The index of the ">" that ends a tag whose attributes start at `from`, skipping quoted values; -1 if none. */
function tagEnd(html: string, from: number): number {
  let quote: string | undefined;
  for (let i = from; i < html.length; i++) {
    const char = html.charAt(i);
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ">") return i;
  }
  return -1;
}

/**
 * A preview's answer: an HTML page gets the bar (its body decoded from the pre-compressed file, if one was served,
 * and answered whole, without the file's ETag); anything else (a script, a photo, a redirect) is untouched. Every
 * preview answer is `Cache-Control: no-store`, so the page with its bar is never kept as the live one.
 */
export async function previewResponse(response: Response, fragment: string, head: boolean): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  const html = /^text\/html\b/i.test(headers.get("Content-Type") ?? "");
  if (!html || response.body === null || (response.status !== 200 && response.status !== 404))
    return new Response(response.body, { status: response.status, headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = headers.get("Content-Encoding");
  const plain = encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;
  for (const name of ["Content-Encoding", "Content-Length", "ETag", "Last-Modified"]) headers.delete(name);
  const body = withPreviewBar(plain.toString("utf8"), fragment);
  headers.set("Content-Length", String(Buffer.byteLength(body)));
  return new Response(head ? null : body, { status: response.status, headers });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
