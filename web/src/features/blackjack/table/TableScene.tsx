/**
 * The Black Jack table inside the Pixi application: the felt (a static layer, drawn once per size), the shoe, the box
 * around the hand to play, and the cards, placed every frame from the motion (motion.ts). It only draws what it is
 * given; the render loop sleeps while nothing moves and wakes on every new model or size. Cards and their faces are
 * drawn with the card painter the Flash table uses (no image files).
 *
 * Effects here are layout effects: in the Pixi tree passive effects may wait for the next input event.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { extend, useApplication, useTick } from "@pixi/react";
import { Container, Graphics, Text, TextStyle } from "pixi.js";
import { isCourt, parseCardName, rankLabel } from "../../flash/cards";
import { TABLE_COLOURS, drawCardBack, drawCardFace } from "../../flash/table/painter";
import type { TableLayout } from "./geometry";
import type { DealMotion } from "./motion";
import type { SceneModel } from "./scene";

extend({ Container, Graphics, Text });

const FONTS = ["Inter", "Segoe UI", "Roboto", "DejaVu Sans", "Arial", "sans-serif"];
const FELT = { rim: 0x3b2414, rimEdge: 0x1a0f08, rimLine: 0xffc53d, felt: 0x0d5a40, feltInner: 0x12704f, line: 0x7fd1ae, active: 0xffc53d } as const;

interface TableSceneProps {
  layout: TableLayout;
  model: SceneModel;
  motion: DealMotion;
}

export function TableScene({ layout, model, motion }: TableSceneProps) {
  const { app } = useApplication();
  const nodes = useRef(new Map<string, CardNodes>());
  const latest = useRef(model);
  const stillFrames = useRef(0);

  const wake = useCallback(() => {
    stillFrames.current = 0;
    app?.ticker?.start();
  }, [app]);

  useLayoutEffect(() => {
    latest.current = model;
    wake();
  });
  useLayoutEffect(() => {
    app?.renderer?.resize(layout.width, layout.height);
    wake();
  }, [app, layout.width, layout.height, wake]);

  const register = useCallback((key: string, node: CardNodes | null, previous?: CardNodes) => {
    if (node) nodes.current.set(key, node);
    else if (nodes.current.get(key) === previous) nodes.current.delete(key);
  }, []);

  useTick(
    useCallback(() => {
      const now = performance.now();
      for (const card of latest.current.cards) {
        const node = nodes.current.get(card.key);
        if (!node) continue;
        const pose = motion.pose(card.key, now);
        if (!pose || !motion.dealt(card.key, now)) {
          node.root.visible = false;
          continue;
        }
        node.root.visible = true;
        node.root.position.set(pose.x, pose.y);
        node.root.scale.x = pose.scaleX;
        node.root.alpha = card.dim ? 0.55 : 1;
        if (node.face) node.face.visible = pose.faceUp;
        node.back.visible = !pose.faceUp || !node.face;
      }
      if (!motion.busy(now)) {
        if (++stillFrames.current > 3) app?.ticker?.stop();
      } else stillFrames.current = 0;
    }, [app, motion]),
  );

  const drawTable = useCallback((g: Graphics) => {
    g.clear();
    drawFelt(g, layout);
  }, [layout]);
  const drawShoe = useCallback(
    (g: Graphics) => {
      g.clear();
      const { w, h } = layout.card;
      g.roundRect(-w * 0.62, -h * 0.58, w * 1.24, h * 1.16, w * 0.12).fill({ color: 0x000000, alpha: 0.35 });
      for (let k = 3; k >= 0; k--) {
        g.roundRect(-w / 2 + k * 1.5, -h / 2 - k * 1.5, w, h, Math.max(2, w * 0.1)).fill(TABLE_COLOURS.backB).stroke({ width: 1, color: TABLE_COLOURS.cardEdge });
      }
      drawCardBack(g, w, h);
    },
    [layout.card],
  );
  const box = model.active;
  const drawActive = useCallback(
    (g: Graphics) => {
      g.clear();
      if (!box) return;
      const r = layout.card.w * 0.16;
      g.roundRect(box.x - 3, box.y - 3, box.w + 6, box.h + 6, r + 3).stroke({ width: 6, color: FELT.active, alpha: 0.25 });
      g.roundRect(box.x, box.y, box.w, box.h, r).fill({ color: FELT.active, alpha: 0.08 }).stroke({ width: 2.5, color: FELT.active, alpha: 0.95 });
    },
    [box, layout.card.w],
  );

  return (
    <pixiContainer eventMode="none">
      <pixiGraphics draw={drawTable} />
      <pixiGraphics draw={drawShoe} x={layout.shoe.x} y={layout.shoe.y} />
      <pixiGraphics draw={drawActive} />
      <pixiContainer>
        {model.cards.map((card) => (
          <PlayingCard key={`${card.key}:${card.name ? "face" : "back"}:${layout.card.w}`} cardKey={card.key} name={card.name} w={layout.card.w} h={layout.card.h} register={register} />
        ))}
      </pixiContainer>
    </pixiContainer>
  );
}

interface CardNodes {
  root: Container;
  face: Container | null;
  back: Container;
}

interface PlayingCardProps {
  cardKey: string;
  /** "" for a card face down. */
  name: string;
  w: number;
  h: number;
  register: (key: string, node: CardNodes | null, previous?: CardNodes) => void;
}

/** One card: its back and (once known) its face, drawn around its middle; the scene moves it. */
function PlayingCard({ cardKey, name, w, h, register }: PlayingCardProps) {
  const root = useRef<Container>(null);
  const front = useRef<Container>(null);
  const back = useRef<Container>(null);
  const face = useMemo(() => parseCardName(name), [name]);
  useLayoutEffect(() => {
    if (!root.current || !back.current) return;
    root.current.visible = false;
    const mounted: CardNodes = { root: root.current, face: front.current, back: back.current };
    register(cardKey, mounted);
    return () => register(cardKey, null, mounted);
    // Registered once per mounted card (a card shown face up is a new card: its key changes).
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
      corner: new TextStyle({ fontFamily: FONTS, fontSize: Math.max(8, Math.round(w * 0.32)), fontWeight: "800", fill }),
      court: new TextStyle({ fontFamily: FONTS, fontSize: Math.max(10, Math.round(w * 0.46)), fontWeight: "800", fill }),
    };
  }, [face?.red, w]);
  return (
    <pixiContainer ref={root}>
      <pixiContainer ref={back}>
        <pixiGraphics draw={drawBack} />
      </pixiContainer>
      {face && (
        <pixiContainer ref={front} visible={false}>
          <pixiGraphics draw={drawFace} />
          <pixiText text={rankLabel(face.rank)} style={styles.corner} anchor={0.5} x={-w / 2 + w * 0.2} y={-h / 2 + h * 0.15} />
          {isCourt(face.rank) && <pixiText text={face.rank} style={styles.court} anchor={0.5} x={w * 0.08} y={-h * 0.06} />}
        </pixiContainer>
      )}
    </pixiContainer>
  );
}

/** The felt: the lower half of an oval under the dealer's straight edge, a padded rim with a gold line, and the insurance arc. */
function drawFelt(g: Graphics, layout: TableLayout): void {
  const { cx, cy, rx, ry } = layout.felt;
  if (rx <= 0 || ry <= 0) return;
  const rim = Math.max(10, Math.min(rx, ry) * 0.06);
  g.ellipse(cx, cy + 5, rx + rim, ry + rim).fill({ color: 0x000000, alpha: 0.4 });
  g.ellipse(cx, cy, rx + rim, ry + rim).fill(FELT.rim).stroke({ width: 2, color: FELT.rimEdge });
  g.ellipse(cx, cy, rx + rim * 0.45, ry + rim * 0.45).stroke({ width: 1.5, color: FELT.rimLine, alpha: 0.6 });
  g.ellipse(cx, cy, rx, ry).fill(FELT.felt);
  g.ellipse(cx, cy, rx * 0.86, ry * 0.86).fill({ color: FELT.feltInner, alpha: 0.5 });
  // The insurance line between the dealer and the players.
  g.ellipse(cx, cy, rx * 0.55, ry * 0.52).stroke({ width: 1.5, color: FELT.line, alpha: 0.4 });
}
