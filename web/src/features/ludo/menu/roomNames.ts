/**
 * The names a player's new table gets (spec 9): a public room is 'room_' plus 4 letters or digits, a private
 * room's code is 6 digits of the time stamp and its password 8 letters or digits. Randomness and time come in
 * as arguments so the rules can be tested with fixed values.
 */

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

const LETTERS_AND_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** The browser's cryptographic generator: passwords must not be guessable from earlier ones. */
export const cryptoRandom: RandomSource = () => {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
};

export function randomLettersAndDigits(length: number, random: RandomSource = cryptoRandom): string {
  let out = "";
  for (let i = 0; i < length; i++) {
    const index = Math.min(LETTERS_AND_DIGITS.length - 1, Math.floor(random() * LETTERS_AND_DIGITS.length));
    out += LETTERS_AND_DIGITS[index];
  }
  return out;
}

/** 'room_' plus 4 random letters or digits, e.g. room_a7Kq. */
export const publicRoomName = (random: RandomSource = cryptoRandom): string => `room_${randomLettersAndDigits(4, random)}`;

/** The last 6 digits of the time stamp (ms), zero-padded: two codes only meet after ~16 minutes. */
export const privateRoomCode = (now: number): string => String(Math.abs(Math.trunc(now)) % 1_000_000).padStart(6, "0");

/** 8 random letters or digits. */
export const privateRoomPassword = (random: RandomSource = cryptoRandom): string => randomLettersAndDigits(8, random);
