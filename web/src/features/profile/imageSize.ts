const MB = 1024 * 1024;

/** An http(s) address of a jpg, gif or png image (a query or fragment may follow). */
const IMAGE_URL_RE = /^https?:\/\/[^\s]+\.(?:jpe?g|gif|png)(?:[?#][^\s]*)?$/i;
const DATA_IMAGE_RE = /^data:image\/[a-z0-9.+-]+((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,(.*)$/is;

/** Bytes a data: URL's payload decodes to. */
function dataUrlBytes(payload: string, base64: boolean): number {
  if (!base64) {
    try {
      return new TextEncoder().encode(decodeURIComponent(payload)).length;
    } catch {
      return Number.POSITIVE_INFINITY;
    }
  }
  const clean = payload.replace(/\s/g, "");
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

/** Size of a remote image: Content-Length of a HEAD answer, else the downloaded body. */
async function remoteBytes(url: string): Promise<number | null> {
  try {
    const head = await fetch(url, { method: "HEAD" });
    const length = Number(head.headers.get("content-length"));
    if (head.ok && Number.isFinite(length) && length > 0) return length;
    const body = await fetch(url);
    return body.ok ? (await body.blob()).size : null;
  } catch {
    return null;
  }
}

/**
 * The spec's image size check (5, "General helpers"): a Blob, an http(s) image address (jpg, gif, png) or a
 * data:image URL passes only when it is at most `maxMb` megabytes (MiB). Anything else does not pass.
 */
export async function isImageWithinSize(input: Blob | string, maxMb: number): Promise<boolean> {
  const limit = maxMb * MB;
  if (typeof input !== "string") return input.size <= limit;
  const text = input.trim();
  const data = DATA_IMAGE_RE.exec(text);
  if (data) return dataUrlBytes(data[3] ?? "", Boolean(data[2])) <= limit;
  if (IMAGE_URL_RE.test(text)) {
    const bytes = await remoteBytes(text);
    return bytes !== null && bytes <= limit;
  }
  return false;
}
