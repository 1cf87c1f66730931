/** Chess's private room codes: the table kit's (table/roomCode.ts), and the link that shares a chess room. */
export { CODE_ATTEMPTS, CODE_DIGITS, codeFrom, createWithFreshCode, cryptoRandom, isCodeInUse, randomRoomCode, type RandomSource } from "../../table/roomCode";

/** The address a friend opens to join: /chess/privateRoom?code=123456 on this site. */
export const shareLink = (origin: string, code: string): string => `${origin}/chess/privateRoom?code=${encodeURIComponent(code)}`;
