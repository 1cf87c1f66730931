/**
 * The board inside the Pixi application: squares, coordinates, marks, pieces, and the pointer (press, drag, drop).
 * It only draws and reports: what a press or a drop means is decided by ChessBoard with boardInput.ts, from the
 * server's legal moves. Pieces are placed every frame from the latest props (a dragged piece follows the pointer, an
 * arriving one slides in); the render loop sleeps when nothing moves and wakes on every change.
 *
 * Effects here are layout effects: in the Pixi tree passive effects may wait for the next input event, and a press
 * must already see the props of the render before it.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { extend, useApplication, useTick } from "@pixi/react";
import { Container, Graphics, Rectangle, Sprite, Text, TextStyle, type FederatedPointerEvent } from "pixi.js";
import { cellToSquare, squareToCell, type Orientation, type PieceCode, type Placement, type Square } from "./fen";
import { BOARD_COLOURS, drawHover, drawMarks, drawSquares, isLightSquare, type BoardMarks } from "./boardPainter";
import { GLYPH_COLOURS, GLYPH_FONTS, GLYPHS, type PieceTextures } from "./pieces";

extend({ Container, Graphics, Sprite, Text });

/** A move arriving from the server: the piece now on `to` slides in from `from`. `key` is new for each move. */
export interface Arrival {
  from: Square;
  to: Square;
  key: string;
}

export interface BoardSceneProps {
  cell: number;
  orientation: Orientation;
  placement: Placement;
  marks: BoardMarks;
  /** Null while an image set loads, or for the glyph set: pieces are drawn as text. */
  textures: PieceTextures | null;
  arrival: Arrival | null;
  reducedMotion: boolean;
  interactive: boolean;
  /** Squares that answer a press (pieces you may move, targets of the selected one): the pointer cursor there. */
  hotSquares: ReadonlySet<Square>;
  /** A press on a square (null: off the board); true when it picked up a piece, which may then be dragged. */
  onPress: (square: Square | null) => boolean;
  onRelease: (from: Square, square: Square | null, dragged: boolean) => void;
}

const SLIDE_MS = 160;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

interface Drag {
  from: Square;
  pointerId: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  dragged: boolean;
}

export function BoardScene(props: BoardSceneProps) {
  const { cell, orientation, placement, marks, textures, arrival, reducedMotion, interactive } = props;
  const { app } = useApplication();
  const root = useRef<Container>(null);
  const hover = useRef<Graphics>(null);
  const nodes = useRef(new Map<Square, Container>());
  const drag = useRef<Drag | null>(null);
  const slide = useRef<{ arrival: Arrival; start: number } | null>(null);
  const latest = useRef(props);
  const stillFrames = useRef(0);

  const wake = useCallback(() => {
    stillFrames.current = 0;
    app?.ticker?.start();
  }, [app]);

  useLayoutEffect(() => {
    latest.current = props;
    wake();
  });

  // The canvas follows the board's size (Pixi's own resizeTo only hears the window).
  useLayoutEffect(() => {
    app?.renderer?.resize(cell * 8, cell * 8);
    wake();
  }, [app, cell, wake]);

  useLayoutEffect(() => {
    slide.current = arrival && !reducedMotion ? { arrival, start: performance.now() } : null;
    wake();
    // A new arrival is a new key; the same move re-rendered does not slide again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrival?.key]);

  const centre = useCallback((square: Square, px: number, side: Orientation) => {
    const { col, row } = squareToCell(square, side);
    return { x: (col + 0.5) * px, y: (row + 0.5) * px };
  }, []);

  useTick(
    useCallback(() => {
      const { cell: px, orientation: side } = latest.current;
      const now = performance.now();
      const moving = slide.current;
      const slideT = moving ? Math.min(1, (now - moving.start) / SLIDE_MS) : 1;
      for (const [square, node] of nodes.current) {
        const held = drag.current?.dragged && drag.current.from === square ? drag.current : null;
        if (held) {
          node.position.set(held.x, held.y);
          node.zIndex = 10;
          continue;
        }
        const target = centre(square, px, side);
        node.zIndex = 0;
        if (moving && moving.arrival.to === square && slideT < 1) {
          const source = centre(moving.arrival.from, px, side);
          const t = easeOut(slideT);
          node.position.set(source.x + (target.x - source.x) * t, source.y + (target.y - source.y) * t);
          node.zIndex = 5;
        } else node.position.set(target.x, target.y);
      }
      if (moving && slideT >= 1) slide.current = null;
      // Still: nothing sliding or dragged. A few more frames draw the last state, then the loop sleeps.
      if (!slide.current && !drag.current?.dragged) {
        if (++stillFrames.current > 3) app?.ticker?.stop();
      } else stillFrames.current = 0;
    }, [app, centre]),
  );

  const squareAt = useCallback((event: FederatedPointerEvent): Square | null => {
    const node = root.current;
    if (!node) return null;
    const { x, y } = event.getLocalPosition(node);
    const px = latest.current.cell;
    return cellToSquare(Math.floor(x / px), Math.floor(y / px), latest.current.orientation);
  }, []);

  const onPointerDown = useCallback(
    (event: FederatedPointerEvent) => {
      if (event.button > 0 || drag.current || !root.current) return;
      const square = squareAt(event);
      if (latest.current.onPress(square) && square) {
        const { x, y } = event.getLocalPosition(root.current);
        drag.current = { from: square, pointerId: event.pointerId, startX: x, startY: y, x, y, dragged: false };
      }
      wake();
    },
    [squareAt, wake],
  );

  const onPointerMove = useCallback(
    (event: FederatedPointerEvent) => {
      const node = root.current;
      if (!node) return;
      const held = drag.current;
      const square = squareAt(event);
      if (!held) {
        node.cursor = square && latest.current.hotSquares.has(square) ? "pointer" : "default";
        return;
      }
      if (event.pointerId !== held.pointerId) return;
      const { x, y } = event.getLocalPosition(node);
      held.x = x;
      held.y = y;
      // A few pixels of wobble in a click is not a drag.
      if (!held.dragged && Math.hypot(x - held.startX, y - held.startY) > Math.max(4, latest.current.cell * 0.08)) held.dragged = true;
      if (held.dragged) {
        node.cursor = "grabbing";
        if (hover.current) drawHover(hover.current, latest.current.cell, latest.current.orientation, square);
        wake();
      }
    },
    [squareAt, wake],
  );

  const onPointerUp = useCallback(
    (event: FederatedPointerEvent) => {
      const held = drag.current;
      if (!held || event.pointerId !== held.pointerId) return;
      drag.current = null;
      if (hover.current) hover.current.clear();
      if (root.current) root.current.cursor = "default";
      latest.current.onRelease(held.from, event.type === "pointercancel" ? null : squareAt(event), held.dragged);
      wake();
    },
    [squareAt, wake],
  );

  // A board that stops taking moves drops a piece still held.
  useLayoutEffect(() => {
    if (!interactive && drag.current) {
      drag.current = null;
      hover.current?.clear();
    }
  }, [interactive]);

  /** Each piece tells where its Pixi object is, so the ticker can place it; a square's newer piece wins. */
  const register = useCallback((square: Square, node: Container | null, previous?: Container) => {
    if (node) nodes.current.set(square, node);
    else if (nodes.current.get(square) === previous) nodes.current.delete(square);
  }, []);

  const hitArea = useMemo(() => new Rectangle(0, 0, cell * 8, cell * 8), [cell]);
  const drawBoard = useCallback((g: Graphics) => drawSquares(g, cell), [cell]);
  const drawMarked = useCallback((g: Graphics) => drawMarks(g, cell, orientation, marks), [cell, orientation, marks]);
  const clear = useCallback((g: Graphics) => g.clear(), []);

  return (
    <pixiContainer
      ref={root}
      eventMode={interactive ? "static" : "none"}
      hitArea={hitArea}
      onPointerDown={onPointerDown}
      onGlobalPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerUpOutside={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <pixiGraphics draw={drawBoard} />
      <Coordinates cell={cell} orientation={orientation} />
      <pixiGraphics draw={drawMarked} />
      <pixiGraphics ref={hover} draw={clear} />
      <pixiContainer sortableChildren>
        {[...placement].map(([square, code]) => (
          <Piece
            key={`${square}:${code}`}
            code={code}
            cell={cell}
            textures={textures}
            square={square}
            register={register}
          />
        ))}
      </pixiContainer>
    </pixiContainer>
  );
}

interface PieceProps {
  code: PieceCode;
  cell: number;
  textures: PieceTextures | null;
  square: Square;
  register: (square: Square, node: Container | null, previous?: Container) => void;
}

function Piece({ code, cell, textures, square, register }: PieceProps) {
  const node = useRef<Container>(null);
  useLayoutEffect(() => {
    const mounted = node.current;
    if (!mounted) return;
    register(square, mounted);
    return () => register(square, null, mounted);
  }, [register, square]);
  const texture = textures?.[code];
  return (
    <pixiContainer ref={node}>
      {texture ? <pixiSprite texture={texture} anchor={0.5} scale={cell / texture.width} /> : <Glyph code={code} cell={cell} />}
    </pixiContainer>
  );
}

function Glyph({ code, cell }: { code: PieceCode; cell: number }) {
  const colours = GLYPH_COLOURS[code[0] as "w" | "b"];
  const style = useMemo(
    () =>
      new TextStyle({
        fontFamily: GLYPH_FONTS,
        fontSize: Math.round(cell * 0.9),
        fill: colours.fill,
        stroke: { color: colours.line, width: Math.max(1.5, cell * 0.035), join: "round" },
      }),
    [cell, colours],
  );
  // The symbols sit a little high in their em box: the anchor below the middle centres them on the square.
  return <pixiText text={GLYPHS[code[1] as keyof typeof GLYPHS]} style={style} anchor={{ x: 0.5, y: 0.48 }} />;
}

/** File letters along the bottom edge and rank numbers along the left edge, as the player sees the board. */
function Coordinates({ cell, orientation }: { cell: number; orientation: Orientation }) {
  const fontSize = Math.max(9, Math.round(cell * 0.19));
  const pad = Math.max(2, cell * 0.06);
  const styles = useMemo(() => {
    const make = (fill: number) => new TextStyle({ fontFamily: ["Inter", "Segoe UI", "Roboto", "DejaVu Sans", "sans-serif"], fontSize, fontWeight: "700", fill });
    return { light: make(BOARD_COLOURS.onLight), dark: make(BOARD_COLOURS.onDark) };
  }, [fontSize]);
  const labels = [];
  for (let i = 0; i < 8; i++) {
    const file = cellToSquare(i, 7, orientation)![0]!;
    const rank = cellToSquare(0, i, orientation)![1]!;
    labels.push(
      <pixiText
        key={`f${i}`}
        text={file}
        style={isLightSquare(i, 7) ? styles.light : styles.dark}
        anchor={{ x: 1, y: 1 }}
        x={(i + 1) * cell - pad}
        y={8 * cell - pad * 0.6}
      />,
      <pixiText key={`r${i}`} text={rank} style={isLightSquare(0, i) ? styles.light : styles.dark} x={pad} y={i * cell + pad * 0.6} />,
    );
  }
  return <pixiContainer eventMode="none">{labels}</pixiContainer>;
}
