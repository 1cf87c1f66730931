/**
 * A private table's code, for every table game: 6 random digits the creator's client picks (the room's id; the
 * server refuses a code in use with "This room name is already in use", and the client tries another), and a code as
 * typed or linked. Each game makes its own share link (its own page).
 */

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** The browser's cryptographic generator: a code must not be guessable from the codes before it. */
export const cryptoRandom: RandomSource = () => {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
};

export const CODE_DIGITS = 6;

export function randomRoomCode(random: RandomSource = cryptoRandom): string {
  let code = "";
  for (let i = 0; i < CODE_DIGITS; i++) code += String(Math.min(9, Math.floor(random() * 10)));
  return code;
}

/** Codes tried before giving up (a million codes: a clash twice in a row already says something else is wrong). */
export const CODE_ATTEMPTS = 5;

/** The matchmaker's refusal of a room id that another room holds. */
export const isCodeInUse = (error: unknown): boolean => error instanceof Error && /already in use/i.test(error.message);

/** Creates the room under a fresh code, and under another one while the code is in use; other errors are thrown. */
export async function createWithFreshCode<T>(create: (code: string) => Promise<T>, newCode: () => string = randomRoomCode, attempts = CODE_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create(newCode());
    } catch (error) {
      if (attempt >= attempts || !isCodeInUse(error)) throw error;
    }
  }
}

/** A code as typed or linked, if it is one (6 digits, spaces ignored). */
export function codeFrom(value: string | null): string | null {
  const digits = (value ?? "").replace(/\s+/g, "");
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(digits) ? digits : null;
}
