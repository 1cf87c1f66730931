/**
 * The Flash table inside the Pixi application: the felt (a static layer, drawn once per size), the
 * pot's chips, and the moving layer — every dealt card and every chip in the air, placed each frame from the table's
 * motion (motion.ts) and the layout (geometry.ts). It only draws what it is given; the render loop sleeps while
 * nothing moves and wakes on every new model, size or motion.
 *
 * Effects here are layout effects: in the Pixi tree passive effects may wait for the next input event.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { extend, useApplication, useTick } from "@pixi/react";
import { Container, Graphics, Text, TextStyle } from "pixi.js";
import { isCourt, rankLabel, type CardFace } from "../cards";
import { fanOf, type Point, type TableLayout } from "./geometry";
import { flipLook, type Anchor, type TableMotion } from "./motion";
import { TABLE_COLOURS, drawCardBack, drawCardFace, drawChip, drawFelt, drawPotPile } from "./painter";

extend({ Container, Graphics, Text });

/** One seat's cards as the table shows them. */
export interface SeatCards {
  seat: string;
  slot: number;
  mine: boolean;
  /** The three faces this client may see, else null (face down). */
  faces: CardFace[] | null;
  folded: boolean;
}

export interface SceneModel {
  seats: SeatCards[];
  /** Stacks of chips drawn at the pot (0: empty pot). */
  potStacks: number;
  showDeck: boolean;
}

interface TableSceneProps {
  layout: TableLayout;
  model: SceneModel;
  motion: TableMotion;
  /** Slot of a seat (for chips flying from or to it). */
  slotOf: (seat: string) => number;
}

const FONTS = ["Inter", "Segoe UI", "Roboto", "DejaVu Sans", "Arial", "sans-serif"];
const CHIP_POOL = 16;

export function TableScene({ layout, model, motion, slotOf }: TableSceneProps) {
  const { app } = useApplication();
  const cards = useRef(new Map<string, Container>());
  const faces = useRef(new Map<string, CardSides>());
  const chips = useRef<(Graphics | null)[]>([]);
  const latest = useRef({ layout, model, slotOf });
  const stillFrames = useRef(0);

  const wake = useCallback(() => {
    stillFrames.current = 0;
    app?.ticker?.start();
  }, [app]);

  useLayoutEffect(() => {
    latest.current = { layout, model, slotOf };
    wake();
  });
  useLayoutEffect(() => motion.onMove(wake), [motion, wake]);
  // The canvas follows the table's box (Pixi's own resizeTo only hears the window).
  useLayoutEffect(() => {
    app?.renderer?.resize(layout.width, layout.height);
    wake();
  }, [app, layout.width, layout.height, wake]);

  /** Each card tells where its Pixi objects are, so the ticker can place it; a key's newer card wins. */
  const register = useCallback((key: string, node: Container | null, sides: CardSides, previous?: Container) => {
    if (node) {
      cards.current.set(key, node);
      faces.current.set(key, sides);
    } else if (cards.current.get(key) === previous) {
      cards.current.delete(key);
      faces.current.delete(key);
    }
  }, []);

  const anchorPoint = useCallback((anchor: Anchor): Point => {
    const { layout: l, slotOf: slot } = latest.current;
    if (anchor.kind === "pot") return l.pot;
    if (anchor.kind === "deck") return l.deck;
    return l.seats[slot(anchor.seat)] ?? l.pot;
  }, []);

  useTick(
    useCallback(() => {
      const now = performance.now();
      const { layout: l, model: m } = latest.current;
      for (const seat of m.seats) {
        const size = seat.mine ? l.myCard : l.card;
        const home = l.cards[seat.slot] ?? l.pot;
        for (let i = 0; i < 3; i++) {
          const key = `${seat.seat}:${i}`;
          const node = cards.current.get(key);
          if (!node) continue;
          const pose = motion.cardPose(seat.seat, i, now);
          if (!pose) {
            node.visible = false;
            continue;
          }
          node.visible = true;
          const fan = fanOf(i, size);
          const restX = home.x + fan.dx;
          const restY = home.y + fan.dy;
          // Packed cards are pushed a little towards the pot and dimmed.
          const foldX = restX + (l.pot.x - restX) * 0.18 * pose.fold;
          const foldY = restY + (l.pot.y - restY) * 0.18 * pose.fold;
          node.position.set(l.deck.x + (foldX - l.deck.x) * pose.flight, l.deck.y + (foldY - l.deck.y) * pose.flight);
          node.rotation = fan.rotation * pose.flight;
          node.alpha = 1 - 0.62 * pose.fold;
          const look = flipLook(seat.faces ? pose.flip : 0);
          node.scale.x = look.scaleX;
          const sides = faces.current.get(key);
          const faceUp = seat.faces !== null && look.faceUp;
          if (sides?.face) sides.face.visible = faceUp;
          if (sides?.back) sides.back.visible = !faceUp;
        }
      }
      const flying = motion.chipsInFlight(now);
      chips.current.forEach((chip, k) => {
        if (!chip) return;
        const f = flying[k];
        chip.visible = f !== undefined;
        if (!f) return;
        const from = anchorPoint(f.flight.from);
        const to = anchorPoint(f.flight.to);
        // A small arc: chips are tossed, not slid.
        const lift = Math.sin(Math.PI * f.t) * Math.min(l.width, l.height) * 0.06;
        chip.position.set(from.x + (to.x - from.x) * f.t, from.y + (to.y - from.y) * f.t - lift);
      });
      // Still: nothing moving. A few more frames draw the last state, then the loop sleeps until woken.
      if (!motion.busy(now) && flying.length === 0) {
        if (++stillFrames.current > 3) app?.ticker?.stop();
      } else stillFrames.current = 0;
    }, [app, motion, anchorPoint]),
  );

  const drawTable = useCallback((g: Graphics) => {
    g.clear();
    drawFelt(g, layout);
  }, [layout]);
  const chipRadius = Math.max(5, Math.min(layout.width, layout.height) * 0.022);
  const drawPot = useCallback(
    (g: Graphics) => {
      g.clear();
      if (model.potStacks > 0) drawPotPile(g, chipRadius, model.potStacks);
    },
    [chipRadius, model.potStacks],
  );
  const drawFlyingChip = useCallback((g: Graphics) => {
    g.clear();
    drawChip(g, chipRadius);
  }, [chipRadius]);

  return (
    <pixiContainer eventMode="none">
      <pixiGraphics draw={drawTable} />
      {model.showDeck ? <CardBackStack at={layout.deck} w={layout.card.w} h={layout.card.h} /> : <pixiGraphics draw={drawPot} x={layout.pot.x} y={layout.pot.y} />}
      <pixiContainer sortableChildren>
        {model.seats.flatMap((seat) =>
          [0, 1, 2].map((i) => {
            const key = `${seat.seat}:${i}`;
            const size = seat.mine ? layout.myCard : layout.card;
            return (
              <PlayingCard
                key={`${key}:${seat.faces?.[i]?.name ?? "back"}:${size.w}`}
                cardKey={key}
                face={seat.faces?.[i] ?? null}
                w={size.w}
                h={size.h}
                z={seat.mine ? 20 + i : i}
                register={register}
              />
            );
          }),
        )}
      </pixiContainer>
      <pixiContainer>
        {Array.from({ length: CHIP_POOL }, (_, k) => (
          <pixiGraphics
            key={k}
            draw={drawFlyingChip}
            visible={false}
            ref={(node: Graphics | null) => {
              chips.current[k] = node;
            }}
          />
        ))}
      </pixiContainer>
    </pixiContainer>
  );
}

interface CardSides {
  face: Container | null;
  back: Container | null;
}

interface PlayingCardProps {
  cardKey: string;
  face: CardFace | null;
  w: number;
  h: number;
  z: number;
  register: (key: string, node: Container | null, sides: CardSides, previous?: Container) => void;
}

/** One card: its back and (when this client may see it) its face, drawn around its middle; the scene moves it. */
function PlayingCard({ cardKey, face, w, h, z, register }: PlayingCardProps) {
  const node = useRef<Container>(null);
  const front = useRef<Container>(null);
  const back = useRef<Container>(null);
  useLayoutEffect(() => {
    const mounted = node.current;
    if (!mounted) return;
    mounted.visible = false;
    register(cardKey, mounted, { face: front.current, back: back.current });
    return () => register(cardKey, null, { face: null, back: null }, mounted);
    // Registered once per mounted card (a new face or size is a new card: its key changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const drawBack = useCallback((g: Graphics) => {
    g.clear();
    drawCardBack(g, w, h);
  }, [w, h]);
  const drawFace = useCallback((g: Graphics) => {
    g.clear();
    if (face) drawCardFace(g, w, h, face.suit, isCourt(face.rank));
  }, [face, w, h]);
  const styles = useMemo(() => {
    const fill = face?.red ? TABLE_COLOURS.red : TABLE_COLOURS.black;
    return {
      corner: new TextStyle({ fontFamily: FONTS, fontSize: Math.max(8, Math.round(w * 0.34)), fontWeight: "800", fill }),
      court: new TextStyle({ fontFamily: FONTS, fontSize: Math.max(10, Math.round(w * 0.46)), fontWeight: "800", fill }),
    };
  }, [face?.red, w]);
  return (
    <pixiContainer ref={node} zIndex={z}>
      <pixiContainer ref={back}>
        <pixiGraphics draw={drawBack} />
      </pixiContainer>
      <pixiContainer ref={front} visible={false}>
        {face && (
          <>
            <pixiGraphics draw={drawFace} />
            <pixiText text={rankLabel(face.rank)} style={styles.corner} anchor={0.5} x={-w / 2 + w * 0.2} y={-h / 2 + h * 0.15} />
            {isCourt(face.rank) && <pixiText text={face.rank} style={styles.court} anchor={0.5} x={w * 0.08} y={-h * 0.06} />}
          </>
        )}
      </pixiContainer>
    </pixiContainer>
  );
}

/** The deck the dealer deals from: a few backs, slightly offset. */
function CardBackStack({ at, w, h }: { at: Point; w: number; h: number }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      for (let k = 2; k >= 0; k--) {
        g.roundRect(-w / 2 + k * 1.5, -h / 2 - k * 1.5, w, h, Math.max(2, w * 0.1)).fill(TABLE_COLOURS.backB).stroke({ width: 1, color: TABLE_COLOURS.cardEdge });
      }
    },
    [w, h],
  );
  const drawTop = useCallback((g: Graphics) => {
    g.clear();
    drawCardBack(g, w, h);
  }, [w, h]);
  return (
    <pixiContainer x={at.x} y={at.y}>
      <pixiGraphics draw={draw} />
      <pixiGraphics draw={drawTop} />
    </pixiContainer>
  );
}

