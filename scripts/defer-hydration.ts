/**
 * Pre-rendered pages paint from HTML and CSS alone; the app's JavaScript loads after that (docs/decisions/005-paint-first.md).
 *
 * React Router's <Scripts> writes modulepreload links (hoisted into <head>, so fetched at high priority before first
 * paint) and one inline module script that imports the route modules and the client entry. This build step drops
 * the preloads and holds the module script as inert text; a small classic script starts it once the page has loaded,
 * has painted and the browser is idle, or at once on the visitor's first interaction. The module script keeps its
 * exact text, so the Content-Security-Policy hash computed from the page still allows it.
 *
 * "Has painted" matters: on a slow device `load` can fire before the first frame (the hero image and font are in
 * by then, layout is not), and scripts started there compete with the first and largest paints. The boot waits for
 * the browser's own first-contentful-paint entry; where the Paint Timing API is missing, for two animation frames.
 */
export const HELD_TYPE = "text/x-deferred-module";

export const bootScript = `(()=>{let started=false;const start=()=>{if(started)return;const held=document.querySelector('script[type="${HELD_TYPE}"]');if(!held)return;started=true;const s=document.createElement("script");s.type="module";s.textContent=held.textContent;document.head.append(s)};const idle=()=>"requestIdleCallback"in window?requestIdleCallback(start,{timeout:1500}):setTimeout(start,1);const painted=(then)=>{const fcp=()=>performance.getEntriesByName("first-contentful-paint").length>0;if(fcp())return then();const P=window.PerformanceObserver;if(!P||!(P.supportedEntryTypes||[]).includes("paint"))return requestAnimationFrame(()=>requestAnimationFrame(then));const o=new P(()=>{if(!fcp())return;o.disconnect();setTimeout(then)});o.observe({type:"paint"})};const loaded=()=>painted(idle);if(document.readyState==="complete")loaded();else addEventListener("load",loaded,{once:true});for(const t of["pointerdown","keydown","touchstart","focusin"])addEventListener(t,start,{once:true,passive:true,capture:true})})();`;

export function deferHydration(html: string): string {
  const withoutPreloads = html.replace(/<link rel="modulepreload"[^>]*\/?>/g, "");
  const held = withoutPreloads.replace(/<script type="module" async="">/g, `<script type="${HELD_TYPE}">`);
  if (held === withoutPreloads) return html;
  return held.replace("</head>", `<script>${bootScript}</script></head>`);
}
