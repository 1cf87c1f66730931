import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { AVATAR_MAX_MB, messages, type EditProfileInput, type Profile } from "@arena/contracts";
import { users } from "@arena/db";
import { and, eq, ne, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { AppContext } from "../../context.js";
import { DomainError, ValidationError } from "../errors.js";
import { viewProfile } from "./viewProfile.js";

export const AVATAR_URL_PREFIX = "/uploads/avatars/";
export const avatarsDir = (dataDir: string) => path.join(dataDir, "uploads", "avatars");

/** The image types an avatar may be, by the type its bytes really are, and the extension it is stored (served) as. */
const AVATAR_TYPES: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp" };

/**
 * Writes an avatar data URL under DATA_DIR/uploads/avatars and returns its public path. The label of the data URL is
 * not trusted: the bytes must be a PNG, JPEG, GIF or WebP by their own signature (SVG or HTML labelled image/png is
 * refused), and the file is named after what they are, so /uploads serves it with that image type (and nosniff).
 */
async function storeAvatar(ctx: AppContext, userId: string, dataUrl: string): Promise<string> {
  const match = /^data:image\/(png|jpeg|gif|webp);base64,(.+)$/.exec(dataUrl);
  if (!match) throw new ValidationError({ profilePic: "Please upload a valid image." });
  const bytes = Buffer.from(match[2]!, "base64");
  if (bytes.length > AVATAR_MAX_MB * 1024 * 1024) {
    throw new ValidationError({ profilePic: `Image must be at most ${AVATAR_MAX_MB} MB.` });
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  const ext = sniffed && AVATAR_TYPES[sniffed.mime];
  if (!ext) throw new ValidationError({ profilePic: "Please upload a valid image." });
  const file = `${userId}-${randomBytes(6).toString("hex")}.${ext}`;
  await mkdir(avatarsDir(ctx.config.dataDir), { recursive: true });
  await writeFile(path.join(avatarsDir(ctx.config.dataDir), file), bytes);
  return AVATAR_URL_PREFIX + file;
}

export async function editProfile(ctx: AppContext, userId: string, input: EditProfileInput): Promise<Profile> {
  const [current] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!current) throw new DomainError(404, "User not found.");
  if (input.userName && input.userName.toLowerCase() !== current.userName.toLowerCase()) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.userName})`, input.userName.toLowerCase()), ne(users.id, userId)));
    if (taken) throw new DomainError(409, messages.usernameExists, { errors: { userName: messages.usernameExists } });
  }
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.fullName !== undefined) changes.fullName = input.fullName;
  if (input.userName !== undefined) changes.userName = input.userName;
  if (input.countryCode !== undefined) changes.countryCode = input.countryCode;
  if (input.mobileNumber !== undefined) changes.mobileNumber = input.mobileNumber;
  if (input.profilePic !== undefined) {
    changes.profilePic = input.profilePic === null ? null : await storeAvatar(ctx, userId, input.profilePic);
  }
  await ctx.db.update(users).set(changes).where(eq(users.id, userId));
  if (changes.profilePic !== undefined && current.profilePic?.startsWith(AVATAR_URL_PREFIX)) {
    await unlink(path.join(avatarsDir(ctx.config.dataDir), path.basename(current.profilePic))).catch(() => {});
  }
  return viewProfile(ctx.db, userId);
}
