/**
 * The table's box: a Pixi canvas (role="img", named by `label`) under HTML laid over it at the same points — the
 * seats' labels, their Sit buttons, the pot and the status — which the page gives as `overlay(layout)`. Text and
 * controls stay HTML (read by screen readers, reached by the keyboard, sharp at any zoom); the canvas draws the felt,
 * the cards and the chips. If the canvas cannot start, the HTML keeps working.
 */
import { Component, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Application } from "@pixi/react";
// The server's CSP forbids eval: Pixi's shader and uniform code generators are replaced by their eval-free versions.
import "pixi.js/unsafe-eval";
import { tableLayout, type TableLayout } from "./geometry";
import type { TableMotion } from "./motion";
import { TableScene, type SceneModel } from "./TableScene";
import "./FlashTableCanvas.css";

interface FlashTableCanvasProps {
  model: SceneModel;
  motion: TableMotion;
  slotOf: (seat: string) => number;
  label: string;
  /** Shown in place of the canvas when it cannot start. */
  fallback: ReactNode;
  overlay: (layout: TableLayout) => ReactNode;
}

export function FlashTableCanvas({ model, motion, slotOf, label, fallback, overlay }: FlashTableCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const layout = useMemo(() => tableLayout(size.w, size.h), [size.w, size.h]);
  return (
    <div ref={box} className="flash-table">
      <div className="flash-table__canvas" role="img" aria-label={label}>
        {size.w > 0 && size.h > 0 && (
          <CanvasBoundary fallback={<div className="flash-table__fallback">{fallback}</div>}>
            <Application
              width={size.w}
              height={size.h}
              backgroundAlpha={0}
              antialias
              autoDensity
              resolution={typeof window === "undefined" ? 1 : Math.min(2, window.devicePixelRatio || 1)}
            >
              <TableScene layout={layout} model={model} motion={motion} slotOf={slotOf} />
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
