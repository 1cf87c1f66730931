/**
 * The table's box: a Pixi canvas (role="img", named by `label`) under HTML laid over it at the same points (the
 * dealer's and each hand's label: totals, stakes, outcomes), which the page gives as `overlay(layout)`. Text stays
 * HTML (read by screen readers, sharp at any zoom); the canvas draws the felt, the shoe and the cards. If the canvas
 * cannot start, the labels and the controls around it still play the game. Its own chunk with Pixi: nothing else
 * downloads it.
 */
import { Component, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Application } from "@pixi/react";
// The server's CSP forbids eval: Pixi's shader and uniform code generators are replaced by their eval-free versions.
import "pixi.js/unsafe-eval";
import type { BlackjackRoomView } from "@arena/contracts";
import { useMediaQuery } from "../../../shell/useMediaQuery";
import { tableLayout, type TableLayout } from "./geometry";
import { DealMotion } from "./motion";
import { sceneModel } from "./scene";
import { TableScene } from "./TableScene";
import "./BlackjackCanvas.css";

interface BlackjackCanvasProps {
  view: BlackjackRoomView;
  label: string;
  /** Shown in place of the canvas when it cannot start. */
  fallback: ReactNode;
  overlay: (layout: TableLayout) => ReactNode;
}

export function BlackjackCanvas({ view, label, fallback, overlay }: BlackjackCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const layout = useMemo(() => tableLayout(size.w, size.h, view.hands.length), [size.w, size.h, view.hands.length]);
  const model = useMemo(() => sceneModel(view, layout), [view, layout]);
  const [motion] = useState(() => new DealMotion());
  // The motion learns of every change before the scene draws it; a new size snaps everything into place.
  const lastSize = useRef("");
  useLayoutEffect(() => {
    const sized = `${layout.width}x${layout.height}`;
    motion.place(model.cards, layout.shoe, performance.now(), reducedMotion || sized !== lastSize.current);
    lastSize.current = sized;
  }, [motion, model, layout, reducedMotion]);
  return (
    <div ref={box} className="bj-table">
      <div className="bj-table__canvas" role="img" aria-label={label}>
        {size.w > 0 && size.h > 0 && (
          <CanvasBoundary fallback={<div className="bj-table__fallback">{fallback}</div>}>
            <Application
              width={size.w}
              height={size.h}
              backgroundAlpha={0}
              antialias
              autoDensity
              resolution={typeof window === "undefined" ? 1 : Math.min(2, window.devicePixelRatio || 1)}
            >
              <TableScene layout={layout} model={model} motion={motion} />
            </Application>
          </CanvasBoundary>
        )}
      </div>
      {size.w > 0 && overlay(layout)}
    </div>
  );
}

/** The box's size in whole pixels, kept current by a ResizeObserver. */
function useBoxSize(ref: RefObject<HTMLElement | null>): { w: number; h: number } {
  const [size, setSize] = useState({ w: 0, h: 0 });
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const rect = node.getBoundingClientRect();
      const next = { w: Math.floor(rect.width), h: Math.floor(rect.height) };
      setSize((old) => (old.w === next.w && old.h === next.h ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** If the canvas cannot start (no WebGL, no canvas), the labels and the controls around it still play the game. */
class CanvasBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
