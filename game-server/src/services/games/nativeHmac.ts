import { createHmac } from "node:crypto";
import type { HmacSha256 } from "@arena/fair";

/** node:crypto's HMAC: the same draws as @arena/fair's pure-JS default (tested there), about three times cheaper. */
export const nativeHmac: HmacSha256 = (key, message) => createHmac("sha256", key).update(message).digest();
