/** The longest User-Agent a session keeps: enough for every real browser's, never a request's worth of junk. */
export const USER_AGENT_MAX = 400;

// Order matters: Edge, Samsung Internet and Opera name Chrome too, Chrome names Safari, and iOS browsers are all Safari
// underneath with their own token.
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:OPR|OPT|Opera)\//, "Opera"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac(?:intosh| OS X)\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([pattern]) => pattern.test(ua))?.[1];

/**
 * A device as the owner knows it, from its browser's User-Agent: "Chrome on Android", "Safari on iPhone". Read when
 * the Security page lists signed-in devices, never trusted for anything else (a browser can send any words).
 */
export function deviceName(userAgent: string): string {
  const browser = first(browsers, userAgent);
  const system = first(systems, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return "An unknown browser";
}
