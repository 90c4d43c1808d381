import { describe, expect, test } from "vitest";
import { bootScript, deferHydration, HELD_TYPE } from "./defer-hydration";

const page = `<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/x.css"/></head><body><script>window.ctx = 1;</script><script type="module" async="">import "/assets/a.js";</script></body></html>`;

describe("deferHydration", () => {
  test("drops modulepreload links, holds the module script as inert text and adds the boot script", () => {
    const out = deferHydration(page);
    expect(out).not.toContain("modulepreload");
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain(`<script type="${HELD_TYPE}">import "/assets/a.js";</script>`);
    expect(out).toContain(`<script>${bootScript}</script></head>`);
    expect(out).toContain('<link rel="stylesheet" href="/x.css"/>');
    expect(out).toContain("<script>window.ctx = 1;</script>");
  });

  test("leaves a page without app scripts alone", () => {
    const plain = "<html><head></head><body><p>Hi</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  test("the boot script waits for load, the first contentful paint and idle, and starts early on interaction", () => {
    expect(bootScript).toContain('addEventListener("load"');
    expect(bootScript).toContain('getEntriesByName("first-contentful-paint")');
    expect(bootScript).toContain("requestIdleCallback");
    for (const type of ["pointerdown", "keydown", "touchstart", "focusin"]) expect(bootScript).toContain(`"${type}"`);
  });
});
