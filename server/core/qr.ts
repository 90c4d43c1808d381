import { encode } from "uqr";

/** Light modules around the code: the four the QR standard asks for, so a camera finds its edges on any background. */
const QUIET_ZONE = 4;

/**
 * The QR code of `text` as an SVG, one module per unit: each row's dark modules are drawn as runs, so the image is
 * small, and `crispEdges` keeps neighbouring runs from showing seams when the browser scales it. Error correction
 * M (15%) reads well off a screen with glare; an otpauth URI fits a version 7 or 8 code with it.
 */
function qrSvg(text: string): string {
  const { size, data } = encode(text, { ecc: "M", border: QUIET_ZONE });
  let path = "";
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const run = x - start + 1;
      path += `M${start} ${y}h${run}v1h-${run}z`;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

/**
 * The QR code of `text` (an otpauth URI) as a `data:` URI for an <img>: drawn here, on the server, so the secret
 * in it never leaves for a QR service, and the dashboard's CSP (`img-src 'self' data:`, server/http/dashboard.ts)
 * shows it with no script or inline style.
 */
export const qrDataUri = (text: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(qrSvg(text)).toString("base64")}`;
