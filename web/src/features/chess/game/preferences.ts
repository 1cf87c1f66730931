/**
 * The table's own preferences, kept in localStorage like Ludo's board theme: the piece set (one of the spec's numeric
 * keys) and whether the moves are heard (their loudness is the app's sound setting).
 */
import { CHESS_PIECE_SET_KEYS } from "@arena/contracts";
import { readLocal, writeLocal } from "../../../lib/storage";

export type PieceSet = (typeof CHESS_PIECE_SET_KEYS)[number];

export const PIECE_SET_KEY = "chessPieceSet";
export const DEFAULT_PIECE_SET: PieceSet = 12;

/** A stored piece set if it is one of the spec's keys, else the default. */
export function pieceSetFrom(stored: string | null): PieceSet {
  const value = Number(stored);
  return (CHESS_PIECE_SET_KEYS as readonly number[]).includes(value) ? (value as PieceSet) : DEFAULT_PIECE_SET;
}

export const storedPieceSet = (): PieceSet => pieceSetFrom(readLocal(PIECE_SET_KEY));
export const storePieceSet = (set: PieceSet): void => writeLocal(PIECE_SET_KEY, String(set));

/** localStorage `chessSound`: "off" silences the table's move sounds; anything else plays them. */
export const SOUND_KEY = "chessSound";
export const storedSoundOn = (): boolean => readLocal(SOUND_KEY) !== "off";
export const storeSoundOn = (on: boolean): void => writeLocal(SOUND_KEY, on ? "on" : "off");
