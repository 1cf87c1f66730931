/**
 * The wheel's canvas (PixiJS through @pixi/react): a static layer (rim, hub, pointer) and the turning wedges with
 * their labels, whose rotation is read every frame from the WheelMotion. It only draws: the angle it turns to is the
 * server's. The render loop sleeps while the wheel is still and wakes when a spin starts. The box is a square
 * (role="img", named by `label`); if the canvas cannot start, `fallback` is shown and spins still work.
 */
import { Component, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Application, extend, useApplication, useTick } from "@pixi/react";
import { Container, Graphics, Text, TextStyle } from "pixi.js";
// The server's CSP forbids eval: Pixi's shader and uniform code generators are replaced by their eval-free versions.
import "pixi.js/unsafe-eval";
import type { WheelPrize } from "@arena/contracts";
import { prizeTone, segmentLabel, segmentStart, segmentWidth, toPixiRadians } from "./geometry";
import { TONE_INK, drawHub, drawPointer, drawRim, drawSegments } from "./painter";
import type { WheelMotion } from "./wheelMotion";

extend({ Container, Graphics, Text });

interface WheelCanvasProps {
  segments: readonly WheelPrize[];
  motion: WheelMotion;
  label: string;
  fallback: ReactNode;
}

export function WheelCanvas({ segments, motion, label, fallback }: WheelCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const size = useSquareSize(box);
  return (
    <div ref={box} className="wheel-canvas" role="img" aria-label={label}>
      {size > 0 && (
        <CanvasBoundary fallback={<div className="wheel-canvas__fallback">{fallback}</div>}>
          <Application
            width={size}
            height={size}
            backgroundAlpha={0}
            antialias
            autoDensity
            resolution={typeof window === "undefined" ? 1 : Math.min(2, window.devicePixelRatio || 1)}
          >
            <WheelScene size={size} segments={segments} motion={motion} />
          </Application>
        </CanvasBoundary>
      )}
    </div>
  );
}

const FONTS = ["Inter", "Segoe UI", "Roboto", "DejaVu Sans", "Arial", "sans-serif"];

function WheelScene({ size, segments, motion }: { size: number; segments: readonly WheelPrize[]; motion: WheelMotion }) {
  const { app } = useApplication();
  const turning = useRef<Container>(null);
  const stillFrames = useRef(0);
  const centre = size / 2;
  // Room for the rim and the pointer above it.
  const radius = size * 0.42;

  const wake = useCallback(() => {
    stillFrames.current = 0;
    app?.ticker?.start();
  }, [app]);
  useLayoutEffect(() => motion.onSpin(wake), [motion, wake]);
  useLayoutEffect(() => {
    app?.renderer?.resize(size, size);
    wake();
  }, [app, size, segments, wake]);

  useTick(
    useCallback(() => {
      const now = performance.now();
      if (turning.current) turning.current.rotation = (motion.rotationAt(now) * Math.PI) / 180;
      if (!motion.busy(now)) {
        if (++stillFrames.current > 3) app?.ticker?.stop();
      } else stillFrames.current = 0;
    }, [app, motion]),
  );

  const drawWedges = useCallback(
    (g: Graphics) => {
      g.clear();
      drawSegments(g, segments, radius);
    },
    [segments, radius],
  );
  const drawFrame = useCallback(
    (g: Graphics) => {
      g.clear();
      drawRim(g, radius);
    },
    [radius],
  );
  const drawTop = useCallback(
    (g: Graphics) => {
      g.clear();
      drawHub(g, radius);
      drawPointer(g, radius);
    },
    [radius],
  );
  const labels = useMemo(() => {
    const n = segments.length;
    const fontSize = Math.max(8, Math.min(radius * 0.11, ((2 * Math.PI * radius * 0.78) / Math.max(1, n)) * 0.62));
    const styles = new Map<number, TextStyle>();
    const styleFor = (ink: number) => {
      let style = styles.get(ink);
      if (!style) {
        style = new TextStyle({ fontFamily: FONTS, fontSize, fontWeight: "700", fill: ink });
        styles.set(ink, style);
      }
      return style;
    };
    return segments.map((prize, i) => {
      const middle = toPixiRadians(segmentStart(i, n) + segmentWidth(n) / 2);
      return {
        key: i,
        text: segmentLabel(prize),
        style: styleFor(TONE_INK[prizeTone(prize)]),
        x: Math.cos(middle) * radius * 0.74,
        y: Math.sin(middle) * radius * 0.74,
        // Read outwards from the hub.
        rotation: middle,
      };
    });
  }, [segments, radius]);

  return (
    <pixiContainer x={centre} y={centre} eventMode="none">
      <pixiGraphics draw={drawFrame} />
      {/* Turned by the ticker only (from the motion): a re-render never moves it. */}
      <pixiContainer ref={turning}>
        <pixiGraphics draw={drawWedges} />
        {labels.map((l) => (
          <pixiText key={l.key} text={l.text} style={l.style} anchor={0.5} x={l.x} y={l.y} rotation={l.rotation} />
        ))}
      </pixiContainer>
      <pixiGraphics draw={drawTop} />
    </pixiContainer>
  );
}

/** The box's width in whole pixels (the wheel is square), kept current by a ResizeObserver. */
function useSquareSize(ref: RefObject<HTMLElement | null>): number {
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

/** If the canvas cannot start (no WebGL, no canvas), the page keeps working without it. */
class CanvasBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
