import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

// A passkey made in software, for server tests that add one without a browser: a P-256 key and the registration
// response an authenticator would send for it (WebAuthn Level 2, "none" attestation, user present and verified).
// The browser tests use Chromium's own virtual authenticator instead (e2e/admin-account.e2e.ts).

/** The little CBOR (RFC 8949) an attestation object needs: integers, byte and text strings, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, length: number) =>
    length < 24
      ? Buffer.from([(major << 5) | length])
      : length < 256
        ? Buffer.from([(major << 5) | 24, length])
        : Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([k, v]) => [cbor(k), cbor(v as Parameters<typeof cbor>[0])]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

/**
 * What a browser's navigator.credentials.create() returns for `options`, as @simplewebauthn/browser sends it; its
 * `assertion` (left out of JSON) answers a later sign-in's or check's challenge with the same key.
 */
export function softPasskeyRegistration(options: { challenge: string; rp: { id?: string } }, origin: string) {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coseKey = new Map<number, unknown>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x!, "base64url")],
    [-3, Buffer.from(jwk.y!, "base64url")],
  ]);
  const id = randomBytes(16);
  const length = Buffer.from([id.length >> 8, id.length & 0xff]);
  const authData = Buffer.concat([
    createHash("sha256")
      .update(options.rp.id ?? new URL(origin).hostname)
      .digest(),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4), // sign count
    Buffer.alloc(16), // AAGUID
    length,
    id,
    cbor(coseKey),
  ]);
  const attestationObject = cbor(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]),
  );
  const clientDataJSON = JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin });
  return {
    id: id.toString("base64url"),
    rawId: id.toString("base64url"),
    type: "public-key",
    response: {
      clientDataJSON: Buffer.from(clientDataJSON).toString("base64url"),
      attestationObject: attestationObject.toString("base64url"),
      transports: ["internal"],
    },
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
    /** What navigator.credentials.get() returns for `challenge`: signed by this passkey, user verified. */
    assertion(challenge: string, signCount = 1) {
      const authenticatorData = Buffer.concat([
        createHash("sha256")
          .update(options.rp.id ?? new URL(origin).hostname)
          .digest(),
        Buffer.from([0x05]), // user present, user verified
        Buffer.from([0, 0, 0, signCount]),
      ]);
      const clientData = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin }));
      const signed = Buffer.concat([authenticatorData, createHash("sha256").update(clientData).digest()]);
      return {
        id: id.toString("base64url"),
        rawId: id.toString("base64url"),
        type: "public-key",
        response: {
          clientDataJSON: clientData.toString("base64url"),
          authenticatorData: authenticatorData.toString("base64url"),
          signature: sign("sha256", signed, privateKey).toString("base64url"),
        },
        clientExtensionResults: {},
      };
    },
  };
}
