import { chmodSync, existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { openQuoteStore } from "./db";
import { tempDir } from "../../test/support/server/http";

const mode = (file: string) => statSync(file).mode & 0o777;

describe("the data folder holds customers' details: the service user's alone", () => {
  test("DATA_DIR is 0700 and quotes.db with its -wal and -shm files 0600, even from a wide-open start", () => {
    const dataDir = path.join(tempDir("modes-"), "data");
    const store = openQuoteStore(dataDir);
    store.insert(
      { form: "home", name: "Aroha", phone: "021 555 0199", service: "hot-water", website: "" },
      {
        userAgent: "",
      },
    );
    expect(mode(dataDir)).toBe(0o700);
    for (const file of ["quotes.db", "quotes.db-wal", "quotes.db-shm"]) {
      expect(existsSync(path.join(dataDir, file)), file).toBe(true);
      expect(mode(path.join(dataDir, file)), file).toBe(0o600);
    }
    store.close();
    // An existing install from before: world-readable files are narrowed when the server next opens them.
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "quotes.db"), 0o644);
    const again = openQuoteStore(dataDir);
    again.count();
    expect(mode(dataDir)).toBe(0o700);
    for (const file of ["quotes.db", "quotes.db-wal", "quotes.db-shm"])
      expect(mode(path.join(dataDir, file)), file).toBe(0o600);
    again.close();
  });
});
