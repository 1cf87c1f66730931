import type { Room } from "@colyseus/sdk";
import fc from "fast-check";

/** Hostile room messages from a contract's message map: wrong types, missing and extra fields, odd sizes, unknown types. */
export type Kind = string;
export interface Hostile {
  type: string | number;
  payload: unknown;
  kind: Kind;
}

const nest = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
  return v;
};

export const oddNumber = fc.constantFrom(NaN, Infinity, -Infinity, -1, 1e308, -1e308, -0, 0.5, 3.0000001, 4, 2 ** 53, Number.MIN_VALUE);
export const scalar = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), oddNumber);
export const jsonish = fc.oneof(scalar, fc.array(scalar, { maxLength: 8 }), fc.dictionary(fc.string({ maxLength: 12 }), scalar, { maxKeys: 8 }));

/** Hostile payloads for a message whose schema has these fields (kind names what was tried). */
function payloadFor(fields: string[]): fc.Arbitrary<{ payload: unknown; kind: Kind }> {
  const field = fields.length ? fc.constantFrom(...fields) : fc.constantFrom("token", "message", "roomId");
  return fc.oneof(
    scalar.map((payload) => ({ payload, kind: "wrong-type" })),
    fc.array(jsonish, { maxLength: 6 }).map((payload) => ({ payload, kind: "array" })),
    fc.tuple(field, scalar).map(([k, v]) => ({ payload: { [k]: v }, kind: "field-wrong-type" })),
    fc.tuple(field, oddNumber).map(([k, v]) => ({ payload: { [k]: v }, kind: "odd-number" })),
    fc.dictionary(fc.string({ maxLength: 12 }), jsonish, { minKeys: 1, maxKeys: 6 }).map((payload) => ({ payload, kind: "extra-fields" })),
    fc.constant({ payload: {}, kind: "missing-fields" }),
    fc.tuple(field, fc.string({ minLength: 201, maxLength: 2000 })).map(([k, v]) => ({ payload: { [k]: v }, kind: "long-string" })),
    fc.tuple(fc.integer({ min: 20, max: 400 }), fc.boolean()).map(([d, arr]) => ({ payload: nest(d, 1, arr), kind: "deep-nesting" })),
    fc.constant({ payload: JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'), kind: "proto-keys" }),
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((payload) => ({ payload, kind: "binary-payload" })),
    // Sizes around the 4 KB frame limit: 1-4 UTF-8 bytes a character, raw bytes sent as-is (sendBytes).
    fc.tuple(field, fc.string({ unit: "binary", minLength: 600, maxLength: 1400 })).map(([k, v]) => ({ payload: { [k]: v }, kind: "multibyte-string" })),
    fc.uint8Array({ minLength: 3000, maxLength: 5000 }).map((payload) => ({ payload, kind: "big-binary" })),
  );
}

const UNKNOWN_TYPES = ["__proto__", "constructor", "toString", "hasOwnProperty", "*", "", "error", "room-list ", "ROLL-DICE", "x".repeat(2000)];

/** Shape of each contract message: its top-level field names, for targeted wrong values. */
function fieldsOf(schema: unknown): string[] {
  let s = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown; def?: { innerType?: unknown } };
  while (s && !s.shape && s.def?.innerType) s = s.def.innerType as typeof s;
  return s?.shape ? Object.keys(s.shape) : [];
}

export function hostileFor(messages: Record<string, unknown>): fc.Arbitrary<Hostile> {
  const known = Object.keys(messages).map((type) =>
    payloadFor(fieldsOf(messages[type])).map(({ payload, kind }) => ({ type, payload, kind }) as Hostile),
  );
  const unknown = fc
    .tuple(fc.oneof(fc.constantFrom(...UNKNOWN_TYPES), fc.string({ maxLength: 30 }), fc.integer({ min: -5, max: 300 })), jsonish)
    .map(([type, payload]) => ({ type, payload, kind: "unknown-type" }) as Hostile);
  return fc.oneof({ arbitrary: fc.oneof(...known), weight: 4 }, { arbitrary: unknown, weight: 1 });
}

/** What the server must answer: a payload the contract refuses (or an unknown type) gets `error` BAD_MESSAGE. */
export function refused(messages: Record<string, { safeParse(v: unknown): { success: boolean } }>, m: Hostile): boolean {
  // Raw bytes (sendBytes) never match a schema: every contract payload is an object or nothing.
  if (m.payload instanceof Uint8Array) return true;
  const schema = typeof m.type === "string" && Object.hasOwn(messages, m.type) ? messages[m.type] : undefined;
  return !schema || !schema.safeParse(m.payload ?? undefined).success;
}

/** Sends one hostile message as the SDK would: raw bytes through sendBytes, anything else msgpack-encoded. */
export function deliver(room: Room, m: Hostile) {
  if (m.payload instanceof Uint8Array && typeof m.type === "string") room.sendBytes(m.type, m.payload);
  else room.send(m.type as string, m.payload);
}

/** The size of the frame the SDK would put on the wire for this message (encoded, header included), unsent. */
export function frameBytes(room: Room, m: Hostile): number {
  const connection = room.connection as unknown as { send(data: Uint8Array): void };
  let size = -1;
  connection.send = (data) => void (size = data.byteLength);
  try {
    deliver(room, m);
  } finally {
    delete (connection as { send?: unknown }).send; // back to the prototype's
  }
  return size;
}
