/**
 * The chess board: a Pixi canvas (role="img", named by `label`) that shows the server's position and offers only the
 * server's legal moves, by drag and drop or click-to-move, with a keyboard form beside it for people not using a
 * pointer and a live region that reads each move out. A move you make shows at once on its target square (the
 * server's next position replaces it; if none comes, the server refused it and the board shows its position again).
 */
import { Component, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Application } from "@pixi/react";
// The server's CSP forbids eval: Pixi's shader and uniform code generators are replaced by their eval-free versions.
import "pixi.js/unsafe-eval";
import { useMediaQuery } from "../../../shell/useMediaQuery";
import { BoardScene, type Arrival } from "./BoardScene";
import type { BoardMarks } from "./boardPainter";
import { pressSquare, releasePiece } from "./boardInput";
import {
  applyMove,
  isCapture,
  kingSquare,
  movableSquares,
  parsePlacement,
  promotionVariants,
  sideToMove,
  targetsFrom,
  type BoardMove,
  type PieceColour,
  type Placement,
  type Promotion,
  type Square,
} from "./fen";
import { KeyboardMove } from "./KeyboardMove";
import { loadPieceTextures, pieceSetKind, type PieceSetKey, type PieceTextures } from "./pieces";
import { PromotionPicker } from "./PromotionPicker";
import "./ChessBoard.css";

export interface ChessBoardProps {
  fen: string;
  orientation: "white" | "black";
  /** UCI moves of the side to move; empty when it is not your turn. */
  legalMoves: readonly string[];
  lastMove: { from: string; to: string } | null;
  /** The side to move's king is in check. */
  check: boolean;
  pieceSet: PieceSetKey;
  interactive: boolean;
  onMove(move: BoardMove): void;
  /** The accessible name of the board picture. */
  label: string;
}

/** How long a move of yours shows before the server's answer: past it, the server refused it (its error says why). */
const OPTIMISTIC_MS = 5000;
const NO_MOVES: readonly string[] = [];

export function ChessBoard({ fen, orientation, legalMoves, lastMove, check, pieceSet, interactive, onMove, label }: ChessBoardProps) {
  const { t } = useTranslation();
  const outer = useRef<HTMLDivElement>(null);
  const cell = useCellSize(outer);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const textures = usePieceTextures(pieceSet);
  const served = useMemo(() => parsePlacement(fen), [fen]);

  // Everything below is tied to the position it was made in: a new FEN from the server clears it by itself.
  const [pending, setPending] = useState<{ fen: string; move: BoardMove } | null>(null);
  const [selection, setSelection] = useState<{ fen: string; square: Square } | null>(null);
  const [promotion, setPromotion] = useState<{ fen: string; from: Square; to: Square } | null>(null);
  const optimistic = pending?.fen === fen ? pending.move : null;
  const placement = useMemo(() => (optimistic ? applyMove(served, optimistic) : served), [served, optimistic]);
  const offered = interactive && !optimistic ? legalMoves : NO_MOVES;
  const selected = selection?.fen === fen && offered.length > 0 ? selection.square : null;
  const choosing = promotion?.fen === fen && offered.length > 0 ? promotion : null;

  useEffect(() => {
    if (!pending) return;
    const expire = window.setTimeout(() => setPending((p) => (p === pending ? null : p)), OPTIMISTIC_MS);
    return () => window.clearTimeout(expire);
  }, [pending]);

  const arrival = useArrival(fen, lastMove, pending);

  const marks = useMemo<BoardMarks>(() => {
    const side = sideToMove(fen);
    return {
      lastMove: optimistic ?? lastMove,
      check: check && !optimistic && side ? kingSquare(served, side) : null,
      selected,
      targets: selected ? targetsFrom(offered, selected).map((square) => ({ square, capture: isCapture(placement, selected, square) })) : [],
    };
  }, [fen, optimistic, lastMove, check, served, selected, offered, placement]);

  const hotSquares = useMemo(() => {
    const hot = movableSquares(offered);
    for (const target of marks.targets) hot.add(target.square);
    return hot;
  }, [offered, marks.targets]);

  /** A from/to the player chose: sent, or first the promotion picker when the server lists promotions for it. */
  const play = useCallback(
    (from: Square, to: Square) => {
      setSelection(null);
      if (promotionVariants(offered, from, to).length > 0) {
        setPromotion({ fen, from, to });
        return;
      }
      setPending({ fen, move: { from, to } });
      onMove({ from, to });
    },
    [offered, fen, onMove],
  );

  const send = useCallback(
    (move: BoardMove) => {
      setPromotion(null);
      setSelection(null);
      setPending({ fen, move });
      onMove(move);
    },
    [fen, onMove],
  );

  // Whether the latest press found its piece already selected: a plain click on a selected piece lets it go.
  const pressedAgain = useRef(false);
  const onPress = useCallback(
    (square: Square | null): boolean => {
      const result = pressSquare(selected, square, offered);
      pressedAgain.current = result.kind === "pick" && result.again;
      if (result.kind === "move") play(result.from, result.to);
      else if (result.kind === "pick") setSelection({ fen, square: result.square });
      else setSelection(null);
      return result.kind === "pick";
    },
    [selected, offered, play, fen],
  );

  const onRelease = useCallback(
    (from: Square, square: Square | null, dragged: boolean) => {
      const result = releasePiece(from, square, dragged, pressedAgain.current, offered);
      if (result.kind === "move") play(result.from, result.to);
      else if (result.kind === "clear") setSelection(null);
    },
    [offered, play],
  );

  const colour: PieceColour = sideToMove(fen) ?? (orientation === "white" ? "w" : "b");
  const announcement = useMoveAnnouncement(served, lastMove, check);

  return (
    <div ref={outer} className="chess-board">
      <div className="chess-board__frame" role="img" aria-label={label} style={cell > 0 ? { width: cell * 8, height: cell * 8 } : undefined}>
        {cell > 0 && (
          <BoardErrorBoundary fallback={<p className="chess-board__fallback">{t("chessBoard.noCanvas")}</p>}>
            <Application
              width={cell * 8}
              height={cell * 8}
              backgroundAlpha={0}
              antialias
              autoDensity
              resolution={typeof window === "undefined" ? 1 : Math.min(3, window.devicePixelRatio || 1)}
            >
              <BoardScene
                cell={cell}
                orientation={orientation}
                placement={placement}
                marks={marks}
                textures={textures}
                arrival={arrival}
                reducedMotion={reducedMotion}
                interactive={offered.length > 0}
                hotSquares={hotSquares}
                onPress={onPress}
                onRelease={onRelease}
              />
            </Application>
          </BoardErrorBoundary>
        )}
      </div>
      <KeyboardMove
        placement={placement}
        legalMoves={offered}
        waiting={!interactive || legalMoves.length === 0 || optimistic !== null}
        onMove={send}
        onPromotion={(from, to) => setPromotion({ fen, from, to })}
      />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {choosing && (
        <PromotionPicker
          colour={colour === "w" ? "white" : "black"}
          pieceSet={pieceSet}
          onPick={(piece: Promotion) => send({ from: choosing.from, to: choosing.to, promotion: piece })}
          onCancel={() => setPromotion(null)}
        />
      )}
    </div>
  );
}

/** The largest whole-pixel square size that fits the board's width (whole pixels keep the square edges sharp). */
function useCellSize(ref: RefObject<HTMLElement | null>): number {
  const [cell, setCell] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setCell(Math.floor(node.clientWidth / 8));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return cell;
}

/** An image set's textures once loaded (null before, and always for the glyph set, which is drawn as text). */
function usePieceTextures(set: PieceSetKey): PieceTextures | null {
  const [loaded, setLoaded] = useState<{ set: PieceSetKey; textures: PieceTextures } | null>(null);
  useEffect(() => {
    if (pieceSetKind(set) !== "image") return;
    let live = true;
    loadPieceTextures(set).then(
      (textures) => live && setLoaded({ set, textures }),
      // The glyphs stand in when the files cannot be had (offline, blocked): the game goes on.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [set]);
  return loaded?.set === set && pieceSetKind(set) === "image" ? loaded.textures : null;
}

/**
 * The server's newest move slides in, unless it is the move you just made (already shown on its square) or the
 * first position the board sees (a page opened mid-game).
 */
function useArrival(fen: string, lastMove: { from: string; to: string } | null, pending: { fen: string; move: BoardMove } | null): Arrival | null {
  const [seen, setSeen] = useState<{ fen: string; arrival: Arrival | null }>({ fen, arrival: null });
  if (seen.fen !== fen) {
    const own = pending !== null && pending.fen === seen.fen && lastMove !== null && pending.move.from === lastMove.from && pending.move.to === lastMove.to;
    setSeen({ fen, arrival: lastMove && !own ? { from: lastMove.from, to: lastMove.to, key: fen } : null });
  }
  return seen.arrival;
}

/** What the live region says after each move: "White knight g1 to f3, check". */
function useMoveAnnouncement(placement: Placement, lastMove: { from: string; to: string } | null, check: boolean): string {
  const { t } = useTranslation();
  if (!lastMove) return "";
  const piece = placement.get(lastMove.to);
  if (!piece) return "";
  const text = t("chessBoard.announce.move", {
    piece: t(`chessBoard.piece.${piece}`),
    from: lastMove.from,
    to: lastMove.to,
  });
  return check ? t("chessBoard.announce.check", { move: text }) : text;
}

/** If the canvas cannot start (no WebGL, no canvas), the keyboard form still plays the game. */
class BoardErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
