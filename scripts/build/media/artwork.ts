import type { MediaEntry } from "./catalog.ts";

/** Deterministic pseudo-random numbers from a string seed (mulberry32 over an FNV-1a hash). */
function seeded(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const palettes = [
  { wall: ["#e9e4da", "#d8d0c2"], tile: "#f4f1ea", grout: "#c9c0b0", accent: "#0d7a6d" },
  { wall: ["#dfe7ec", "#c5d3dc"], tile: "#eef3f6", grout: "#b3c2cc", accent: "#1f4468" },
  { wall: ["#efe6dc", "#dccbb8"], tile: "#f7efe6", grout: "#d1bfa9", accent: "#b8440a" },
];

export interface Size {
  w: number;
  h: number;
}

function sizeFor(entry: MediaEntry): Size {
  if (entry.kind === "hero") return { w: 1600, h: 1000 };
  if (entry.kind === "area" || entry.kind === "scene") return { w: 1600, h: 900 };
  return { w: 1200, h: 900 };
}

function pipes(r: () => number, w: number, h: number, colour: string, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const y = h * (0.25 + r() * 0.5);
    const x = w * (0.15 + r() * 0.7);
    const thickness = 18 + r() * 16;
    out += `<path d="M0 ${y.toFixed(0)} H${x.toFixed(0)} V${(h * 1.1).toFixed(0)}" stroke="${colour}" stroke-width="${thickness.toFixed(0)}" fill="none" stroke-linejoin="round"/>`;
    out += `<path d="M0 ${(y - thickness / 3).toFixed(0)} H${x.toFixed(0)}" stroke="#fff" stroke-opacity=".25" stroke-width="${(thickness / 5).toFixed(0)}" fill="none"/>`;
    out += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(thickness * 0.9).toFixed(0)}" fill="${colour}"/>`;
    out += `<rect x="${(x - thickness * 1.4).toFixed(0)}" y="${(y - thickness * 1.8).toFixed(0)}" width="${(thickness * 2.8).toFixed(0)}" height="${(thickness * 0.9).toFixed(0)}" rx="6" fill="#1f4468"/>`;
  }
  return out;
}

function tiles(w: number, h: number, tile: string, grout: string, size: number): string {
  return `<defs><pattern id="t" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><rect width="${size}" height="${size}" fill="${grout}"/><rect x="3" y="3" width="${size - 6}" height="${size - 6}" rx="3" fill="${tile}"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#t)"/>`;
}

/** A tiled wall with pipework: the base of most trade scenes. */
function tradeScene(entry: MediaEntry, { w, h }: Size): string {
  const r = seeded(entry.path);
  const p = palettes[Math.floor(r() * palettes.length)]!;
  const copper = r() > 0.4 ? "#b8743a" : "#8fa3b3";
  const floorY = h * (0.72 + r() * 0.08);
  const drop = `<path d="M${w * 0.78} ${h * 0.3} c30 40 52 72 52 100a52 52 0 0 1-104 0c0-28 22-60 52-100Z" fill="${p.accent}" opacity=".85"/>`;
  const cylinder =
    entry.subject.toLowerCase().includes("cylinder") || entry.path.includes("hwc") || entry.path.includes("hot-water")
      ? `<rect x="${w * 0.58}" y="${h * 0.18}" width="${w * 0.2}" height="${h * 0.56}" rx="60" fill="#f4f6f8" stroke="#9aa9b5" stroke-width="6"/><rect x="${w * 0.62}" y="${h * 0.3}" width="${w * 0.12}" height="18" rx="9" fill="#b8440a"/>`
      : "";
  const lawn =
    entry.path.includes("lawn") || entry.path.includes("trench") || entry.path.includes("excavation") || entry.path.includes("field")
      ? `<rect y="${floorY - 40}" width="${w}" height="${h}" fill="#4f8a3c"/><ellipse cx="${w * 0.5}" cy="${floorY + 60}" rx="${w * 0.22}" ry="70" fill="#5b4632"/>`
      : `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="#6b5a4a"/><rect y="${floorY}" width="${w}" height="10" fill="#000" opacity=".15"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall[0]}"/><stop offset="1" stop-color="${p.wall[1]}"/></linearGradient>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${r() > 0.35 ? tiles(w, floorY, p.tile, p.grout, 90 + Math.floor(r() * 60)) : ""}
${pipes(r, w, floorY, copper, 1 + Math.floor(r() * 3))}
${cylinder}
${lawn}
${drop}
<rect width="${w}" height="${h}" fill="url(#v)"/>
<radialGradient id="v" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>
</svg>`;
}

/** Auckland from the harbour: water, suburbs and a volcanic cone. */
function cityScene(entry: MediaEntry, { w, h }: Size, dusk: boolean): string {
  const r = seeded(entry.path);
  const sky = dusk ? ["#0c1f31", "#b8440a"] : ["#9fc4de", "#eaf2f7"];
  let houses = "";
  for (let x = 0; x < w; x += 60 + r() * 80) {
    const hh = 50 + r() * 90;
    const y = h * 0.66 - hh;
    houses += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(50 + r() * 40).toFixed(0)}" height="${hh.toFixed(0)}" fill="${dusk ? "#15314d" : "#3d5a73"}"/>`;
    if (dusk && r() > 0.4) houses += `<rect x="${(x + 12).toFixed(0)}" y="${(y + 14).toFixed(0)}" width="12" height="12" fill="#f5b301" opacity=".9"/>`;
  }
  const cone = w * (0.2 + r() * 0.5);
  const van = dusk
    ? `<g transform="translate(${w * 0.52} ${h * 0.6})"><rect width="420" height="170" rx="26" fill="#f4f6f8"/><rect x="300" y="26" width="100" height="70" rx="12" fill="#1f4468"/><rect y="96" width="420" height="26" fill="#b8440a"/><circle cx="90" cy="172" r="40" fill="#0c1f31"/><circle cx="330" cy="172" r="40" fill="#0c1f31"/></g>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<rect width="${w}" height="${h}" fill="url(#s)"/>
<path d="M${cone - 320} ${h * 0.62} Q${cone} ${h * 0.22} ${cone + 320} ${h * 0.62} Z" fill="${dusk ? "#0f2a42" : "#5f7f5a"}"/>
${houses}
<rect y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="${dusk ? "#0a1a29" : "#2f6f8f"}"/>
<path d="M0 ${h * 0.72} Q${w / 2} ${h * 0.69} ${w} ${h * 0.74}" stroke="#fff" stroke-opacity=".25" stroke-width="4" fill="none"/>
${van}
</svg>`;
}

/** Thermal camera palette (dark purple → red → yellow → white), with a bright or cold leak bloom and a scale bar. */
export function thermalScene(entry: MediaEntry, { w, h }: Size, leakX = 0.45, leakY = 0.55): string {
  const r = seeded(entry.path.replace(/-(normal|thermal)\.jpg$/, ""));
  const cold = r() > 0.5;
  const blob = cold
    ? `<radialGradient id="l" cx="${leakX}" cy="${leakY}" r=".3"><stop offset="0" stop-color="#05001a"/><stop offset=".45" stop-color="#2a0a6b"/><stop offset="1" stop-color="#2a0a6b" stop-opacity="0"/></radialGradient>`
    : `<radialGradient id="l" cx="${leakX}" cy="${leakY}" r=".3"><stop offset="0" stop-color="#fffbe0"/><stop offset=".25" stop-color="#ffd23f"/><stop offset=".55" stop-color="#e8421c"/><stop offset="1" stop-color="#e8421c" stop-opacity="0"/></radialGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b0f70"/><stop offset=".5" stop-color="#8c2981"/><stop offset="1" stop-color="#de4968"/></linearGradient>
<rect width="${w}" height="${h}" fill="url(#b)"/>
${tiles(w, h, "#9a2f7f", "#6a1a78", 110).replace('id="t"', 'id="tt"').replace("url(#t)", "url(#tt)").replace('fill="url(#tt)"', 'fill="url(#tt)" opacity=".35"')}
${blob}
<ellipse cx="${w * leakX}" cy="${h * leakY + h * 0.12}" rx="${w * 0.16}" ry="${h * 0.34}" fill="url(#l)"/>
<linearGradient id="sc" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#05001a"/><stop offset=".35" stop-color="#8c2981"/><stop offset=".7" stop-color="#e8421c"/><stop offset=".9" stop-color="#ffd23f"/><stop offset="1" stop-color="#fffbe0"/></linearGradient>
<rect x="${w - 70}" y="${h * 0.15}" width="26" height="${h * 0.7}" rx="4" fill="url(#sc)" stroke="#fff" stroke-opacity=".6"/>
<circle cx="${w * leakX}" cy="${h * leakY}" r="46" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="14 10"/>
<path d="M${w / 2 - 40} ${h / 2} h80 M${w / 2} ${h / 2 - 40} v80" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>
</svg>`;
}

/** The same wall, as the eye sees it: a faint stain at most where the thermal view shows the leak. */
function thermalNormal(entry: MediaEntry, size: Size): string {
  const r = seeded(entry.path.replace(/-(normal|thermal)\.jpg$/, ""));
  r();
  const p = palettes[1]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="0 0 ${size.w} ${size.h}">
${tiles(size.w, size.h, p.tile, p.grout, 110)}
<ellipse cx="${size.w * 0.45}" cy="${size.h * 0.67}" rx="${size.w * 0.08}" ry="${size.h * 0.2}" fill="#b39b7a" opacity=".12"/>
<rect x="${size.w * 0.4}" y="${size.h * 0.42}" width="${size.w * 0.1}" height="${size.h * 0.08}" rx="14" fill="#c7ced4" stroke="#8a96a0" stroke-width="4"/>
<circle cx="${size.w * 0.45}" cy="${size.h * 0.46}" r="18" fill="#8a96a0"/>
</svg>`;
}

export function svgFor(entry: MediaEntry): string {
  const size = sizeFor(entry);
  switch (entry.kind) {
    case "hero":
      return cityScene(entry, size, true);
    case "area":
      return cityScene(entry, size, false);
    case "thermal-normal":
      return thermalNormal(entry, size);
    case "thermal-heat":
    case "gallery-thermal":
      return thermalScene(entry, size);
    default:
      return tradeScene(entry, size);
  }
}
