/**
 * Words in field-photo file names that mean something else, or are misspelt. Keys are lower-case; "tm" marks a
 * thermal-camera image and is dropped from the caption (the badge and suffix say it instead).
 */
const expansions: Record<string, string> = {
  tm: "",
  hwc: "Hot Water Cylinder",
  prv: "Pressure Reducing Valve",
  ext: "External",
  pvc: "PVC",
  "180l": "180L",
  instalation: "Installation",
  cctv: "CCTV",
};

function fileStem(path: string): string {
  const name = path.split("/").pop() ?? path;
  return name.replace(/\.[a-z0-9]+$/i, "");
}

/** A caption from a gallery file name: separators to spaces, title case, known abbreviations and typos expanded. */
export function captionFromPath(path: string): string {
  return fileStem(path)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => {
      const known = expansions[word.toLowerCase()];
      if (known !== undefined) return known;
      return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
    })
    .filter(Boolean)
    .join(" ");
}

/** Thermal-camera images are marked by "TM" before the extension (spec: the file name contains "TM.jpeg"). */
export function isThermal(path: string): boolean {
  return path.includes("TM.jpeg");
}

export function isVideo(path: string): boolean {
  return /\.mp4$/i.test(path);
}
