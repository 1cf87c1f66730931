/**
 * The four piece sets of the spec, by its numbers (CHESS_PIECE_SETS): three drawn sets shipped as SVG files under
 * /chess/pieces/<name>/ (web/public/chess/pieces/NOTICE.md names their sources and licences) and one drawn from
 * Unicode chess symbols. Each set's textures load when a board first shows it, once per page.
 */
import { Assets, type Texture } from "pixi.js";
import { CHESS_PIECE_SETS, type CHESS_PIECE_SET_KEYS } from "@arena/contracts";
import type { PieceCode, PieceColour, PieceRole, Promotion } from "./fen";

export type PieceSetKey = (typeof CHESS_PIECE_SET_KEYS)[number];
export type PieceSetName = (typeof CHESS_PIECE_SETS)[PieceSetKey];

export const PIECE_CODES: readonly PieceCode[] = (["w", "b"] as const).flatMap((c) =>
  (["K", "Q", "R", "B", "N", "P"] as const).map((r): PieceCode => `${c}${r}`),
);

/** How a set is drawn: image files, or text glyphs (no download at all). */
export const pieceSetKind = (set: PieceSetKey): "image" | "glyph" => (CHESS_PIECE_SETS[set] === "glyph" ? "glyph" : "image");

/** A piece's SVG in an image set. */
export const pieceImageUrl = (set: PieceSetKey, code: PieceCode): string =>
  `${import.meta.env.BASE_URL}chess/pieces/${CHESS_PIECE_SETS[set]}/${code}.svg`;

/**
 * The glyph set uses the solid (black) symbols for both sides, filled white or black with an outline of the other
 * colour, so both sides have the same shapes. U+FE0E asks for the text form: without it some phones draw the pawn
 * as an emoji.
 */
export const GLYPHS: Record<PieceRole, string> = { K: "\u265A\uFE0E", Q: "\u265B\uFE0E", R: "\u265C\uFE0E", B: "\u265D\uFE0E", N: "\u265E\uFE0E", P: "\u265F\uFE0E" };
/** Fonts with the chess symbols: DejaVu Sans (Debian, many Linux), Noto Sans Symbols 2 (Android), Segoe UI Symbol (Windows), Apple Symbols. */
export const GLYPH_FONTS = ["DejaVu Sans", "Noto Sans Symbols 2", "Segoe UI Symbol", "Apple Symbols", "sans-serif"];
export const GLYPH_COLOURS: Record<PieceColour, { fill: number; line: number }> = {
  w: { fill: 0xffffff, line: 0x14112a },
  b: { fill: 0x14112a, line: 0xf3f1ff },
};

export const promotionCode = (colour: PieceColour, piece: Promotion): PieceCode => `${colour}${piece.toUpperCase() as PieceRole}`;

export type PieceTextures = Readonly<Record<PieceCode, Texture>>;

/**
 * Rasterising size of a piece, in device pixels: a square on a large desktop board at 2× density is about 230 px;
 * smaller sprites sample the mipmaps, so one size serves every board.
 */
const TEXTURE_PX = 256;
/** The art's own size (every shipped SVG has a 45 × 45 view box). */
const ART_PX = 45;

const loads = new Map<PieceSetKey, Promise<PieceTextures>>();

/** The textures of an image set, loaded once (a failed load is forgotten so a later board tries again). */
export function loadPieceTextures(set: PieceSetKey): Promise<PieceTextures> {
  let pending = loads.get(set);
  if (!pending) {
    pending = Promise.all(
      PIECE_CODES.map(async (code) => {
        const src = pieceImageUrl(set, code);
        const texture = await Assets.load<Texture>({
          alias: `chess-piece:${set}:${code}`,
          src,
          data: { resolution: TEXTURE_PX / ART_PX, autoGenerateMipmaps: true },
        });
        return [code, texture] as const;
      }),
    ).then((entries) => Object.fromEntries(entries) as Record<PieceCode, Texture>);
    pending.catch(() => loads.delete(set));
    loads.set(set, pending);
  }
  return pending;
}
