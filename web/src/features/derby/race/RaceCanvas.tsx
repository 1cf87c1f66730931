/**
 * The race on a canvas (PixiJS through @pixi/react): one lane per horse, each horse a numbered disc moved every frame
 * to raceProgress(finishOrder, elapsed). It draws the server's result; it decides nothing. `still` (reduced motion)
 * shows the finish at once. If the canvas cannot start, `fallback` is shown (the result is listed beside it anyway).
 */
import { Component, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Application, extend, useTick } from "@pixi/react";
import { Container, Graphics, Text, TextStyle } from "pixi.js";
// The server's CSP forbids eval: Pixi's shader and uniform code generators are replaced by their eval-free versions.
import "pixi.js/unsafe-eval";
import { RACE_MS, raceProgress } from "./raceMotion";

extend({ Container, Graphics, Text });

const LANE = 40;
const PAD = 28;
const COLOURS = [0xffc53d, 0x4fd1ff, 0x2fd38a, 0xff5470, 0xa494ff, 0xff9f43, 0xf368e0, 0x54a0ff, 0x1dd1a1, 0xfeca57, 0xc8d6e5, 0xee5253];

interface Props {
  finishOrder: readonly number[];
  label: string;
  still: boolean;
  fallback: ReactNode;
  onFinished: () => void;
}

export function RaceCanvas({ finishOrder, label, still, fallback, onFinished }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.floor(el.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const height = finishOrder.length * LANE + 16;
  return (
    <div ref={box} className="race-canvas" role="img" aria-label={label} style={{ height }}>
      {width > 0 && (
        <CanvasBoundary fallback={fallback}>
          <Application width={width} height={height} backgroundAlpha={0} antialias autoDensity resolution={Math.min(2, window.devicePixelRatio || 1)}>
            <RaceScene width={width} finishOrder={finishOrder} still={still} onFinished={onFinished} />
          </Application>
        </CanvasBoundary>
      )}
    </div>
  );
}

function RaceScene({ width, finishOrder, still, onFinished }: { width: number; finishOrder: readonly number[]; still: boolean; onFinished: () => void }) {
  const n = finishOrder.length;
  const start = useRef<number | null>(null);
  const done = useRef(false);
  const [progress, setProgress] = useState<number[]>(() => raceProgress(finishOrder, still ? RACE_MS : 0));
  const track = width - PAD * 2;

  useTick(
    useCallback(() => {
      if (done.current) return;
      const now = performance.now();
      start.current ??= now;
      const elapsed = still ? RACE_MS : now - start.current;
      setProgress(raceProgress(finishOrder, elapsed));
      if (elapsed >= RACE_MS) {
        done.current = true;
        onFinished();
      }
    }, [finishOrder, still, onFinished]),
  );

  const drawTrack = useCallback(
    (g: Graphics) => {
      g.clear();
      for (let i = 0; i < n; i++) g.rect(0, 8 + i * LANE, width, LANE - 4).fill({ color: i % 2 ? 0x181538 : 0x211d4a });
      g.rect(PAD + track, 4, 3, n * LANE + 4).fill({ color: 0xf3f1ff });
    },
    [n, width, track],
  );

  return (
    <pixiContainer>
      <pixiGraphics draw={drawTrack} />
      {progress.map((p, horse) => (
        <Horse key={horse} horse={horse} x={PAD + p * track} y={8 + horse * LANE + (LANE - 4) / 2} />
      ))}
    </pixiContainer>
  );
}

const NUMBER_STYLE = new TextStyle({ fontFamily: ["Inter", "DejaVu Sans", "Arial", "sans-serif"], fontSize: 14, fontWeight: "700", fill: 0x1d1400 });

function Horse({ horse, x, y }: { horse: number; x: number; y: number }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.circle(0, 0, 15).fill({ color: COLOURS[horse % COLOURS.length]! });
    },
    [horse],
  );
  return (
    <pixiContainer x={x} y={y}>
      <pixiGraphics draw={draw} />
      <pixiText text={String(horse + 1)} anchor={0.5} style={NUMBER_STYLE} />
    </pixiContainer>
  );
}

class CanvasBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
