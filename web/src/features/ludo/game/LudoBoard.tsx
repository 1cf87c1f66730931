/**
 * The board canvas (PixiJS through @pixi/react): a static layer drawn once per size and theme, and a token layer
 * moved every frame from the room state and the MoveAnimator. It only draws: the tokens it lets you click are
 * the server's legal tokens, and a click only asks the page to send "update:move". The render loop sleeps while
 * the board is still (no move playing, no token to pick) and wakes on every new state, size, theme or move, so a
 * phone waiting for the other players does not redraw an unchanged board 60 times a second.
 */
import { Component, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Application, extend, useApplication, useTick } from "@pixi/react";
import { Container, Graphics } from "pixi.js";
// The server's CSP forbids eval: Pixi's shader and uniform code generators are replaced by their eval-free versions.
import "pixi.js/unsafe-eval";
import type { PawnColour } from "@arena/contracts";
import { HOME, TOKENS } from "@arena/rules-ludo";
import type { LudoPlayerView } from "../realtime";
import { useMediaQuery } from "../../../shell/useMediaQuery";
import { playSound } from "../audio";
import { drawBoard, drawHalo, drawPawn } from "./boardPainter";
import { PALETTES, type BoardPalette, type BoardTheme } from "./boardTheme";
import { GRID, progressPoint, stackOffsets, type Point } from "./geometry";
import type { MoveAnimator } from "./moveAnimation";
import "./LudoBoard.css";

extend({ Container, Graphics });

export interface Movable {
  color: PawnColour;
  tokens: number[];
}

interface LudoBoardProps {
  players: LudoPlayerView[];
  theme: BoardTheme;
  animator: MoveAnimator;
  /** The tokens you may move now (your colour, your turn), else null. */
  movable: Movable | null;
  onMove: (token: number) => void;
  /** What a screen reader hears for the canvas (the token buttons below it do the same job by keyboard). */
  label: string;
  fallback: ReactNode;
}

export function LudoBoard({ players, theme, animator, movable, onMove, label, fallback }: LudoBoardProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const size = useElementSize(wrap);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  useEffect(() => {
    animator.setPace(reducedMotion ? 0.35 : 1);
  }, [animator, reducedMotion]);
  return (
    <div ref={wrap} className={`ludo-board ludo-board--${theme}`} role="img" aria-label={label}>
      {size > 0 && (
        <BoardErrorBoundary fallback={fallback}>
          <Application
            resizeTo={wrap}
            backgroundAlpha={0}
            antialias
            autoDensity
            resolution={typeof window === "undefined" ? 1 : Math.min(2, window.devicePixelRatio || 1)}
          >
            <BoardScene cell={size / GRID} palette={PALETTES[theme]} players={players} animator={animator} movable={movable} onMove={onMove} />
          </Application>
        </BoardErrorBoundary>
      )}
    </div>
  );
}

/** The element's width in pixels, kept current by a ResizeObserver (the board is square). */
function useElementSize(ref: RefObject<HTMLElement | null>): number {
  const [size, setSize] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setSize(Math.floor(node.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

interface SceneProps {
  cell: number;
  palette: BoardPalette;
  players: LudoPlayerView[];
  animator: MoveAnimator;
  movable: Movable | null;
  onMove: (token: number) => void;
}

const tokenKey = (color: string, token: number) => `${color}:${token}`;

function BoardScene({ cell, palette, players, animator, movable, onMove }: SceneProps) {
  const drawStatic = useCallback((g: Graphics) => drawBoard(g, cell, palette), [cell, palette]);
  const radius = cell * 0.34;
  const nodes = useRef(new Map<string, { body: Container; halo: Graphics }>());
  const latest = useRef({ players, movable, cell });
  useEffect(() => {
    latest.current = { players, movable, cell };
  }, [players, movable, cell]);
  const { app } = useApplication();
  const stillFrames = useRef(0);
  useEffect(() => {
    const wake = () => {
      stillFrames.current = 0;
      app?.ticker?.start();
    };
    wake();
    return animator.onEnqueue(wake);
  }, [app, animator, players, movable, cell, palette]);

  const onTick = useCallback(() => {
    const now = performance.now();
    for (const cue of animator.advance(now)) playSound(cue === "step" ? "move" : "capture");
    const { players: current, movable: canMove, cell: px } = latest.current;
    const placed: { key: string; point: Point; lift: number; home: boolean }[] = [];
    for (const p of current) {
      for (let i = 0; i < TOKENS; i++) {
        const pose = animator.pose(p.color, i, now);
        const progress = p.tokens[i] ?? -1;
        placed.push({
          key: tokenKey(p.color, i),
          point: pose?.point ?? progressPoint(p.color, i, progress),
          lift: pose?.lift ?? 0,
          // Tokens that reached home sit small, side by side in their colour's triangle.
          home: !pose && progress >= HOME,
        });
      }
    }
    // Tokens resting on one cell share it side by side, a little smaller.
    const groups = new Map<string, typeof placed>();
    for (const t of placed) {
      if (t.lift > 0) continue;
      const at = `${t.point.x.toFixed(2)},${t.point.y.toFixed(2)}`;
      groups.set(at, [...(groups.get(at) ?? []), t]);
    }
    const pulse = 0.55 + 0.45 * Math.sin(now / 180);
    for (const t of placed) {
      const node = nodes.current.get(t.key);
      if (!node) continue;
      const group = groups.get(`${t.point.x.toFixed(2)},${t.point.y.toFixed(2)}`);
      const index = group ? group.indexOf(t) : -1;
      const offset = group && group.length > 1 && index >= 0 ? stackOffsets(group.length)[index]! : { x: 0, y: 0 };
      const stacked = group !== undefined && group.length > 1;
      node.body.x = (t.point.x + offset.x) * px;
      node.body.y = (t.point.y + offset.y) * px - t.lift * px * 0.3;
      node.body.scale.set((t.home ? 0.6 : stacked ? 0.72 : 1) * (1 + t.lift * 0.25));
      node.body.zIndex = t.lift > 0 ? 1000 : t.point.y * 10;
      const [color, token] = t.key.split(":");
      const live = canMove !== null && canMove.color === color && canMove.tokens.includes(Number(token));
      node.halo.visible = live;
      node.halo.alpha = pulse;
    }
    // Still: nothing playing, no halo pulsing. A few more frames draw the last positions, then the loop sleeps.
    if (animator.idle && canMove === null) {
      if (++stillFrames.current > 3) app?.ticker?.stop();
    } else stillFrames.current = 0;
  }, [animator, app]);
  useTick(onTick);

  const movableSet = new Set(movable?.tokens ?? []);
  return (
    <pixiContainer>
      <pixiGraphics draw={drawStatic} />
      <pixiContainer sortableChildren>
        {players.flatMap((p) =>
          Array.from({ length: TOKENS }, (_, i) => {
            const key = tokenKey(p.color, i);
            const live = movable?.color === p.color && movableSet.has(i);
            return (
              <Pawn
                key={key}
                radius={radius}
                palette={palette}
                color={p.color}
                live={live}
                onTap={() => onMove(i)}
                register={(node) => {
                  if (node) nodes.current.set(key, node);
                  else nodes.current.delete(key);
                }}
              />
            );
          }),
        )}
      </pixiContainer>
    </pixiContainer>
  );
}

interface PawnProps {
  radius: number;
  palette: BoardPalette;
  color: PawnColour;
  live: boolean;
  onTap: () => void;
  register: (node: { body: Container; halo: Graphics } | null) => void;
}

function Pawn({ radius, palette, color, live, onTap, register }: PawnProps) {
  const body = useRef<Container>(null);
  const halo = useRef<Graphics>(null);
  const drawBody = useCallback((g: Graphics) => drawPawn(g, radius, palette.seats[color], palette), [radius, palette, color]);
  const drawRing = useCallback((g: Graphics) => drawHalo(g, radius, palette), [radius, palette]);
  useEffect(() => {
    if (body.current && halo.current) register({ body: body.current, halo: halo.current });
    return () => register(null);
    // The registration follows the mounted pixi objects, not the callback's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <pixiContainer ref={body} eventMode={live ? "static" : "none"} cursor={live ? "pointer" : "default"} onPointerTap={live ? onTap : null}>
      <pixiGraphics ref={halo} draw={drawRing} visible={false} />
      <pixiGraphics draw={drawBody} />
    </pixiContainer>
  );
}

/** If the canvas cannot start (no WebGL), the page keeps working with the token buttons. */
class BoardErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
