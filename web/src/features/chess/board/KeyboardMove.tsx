/**
 * Moving without a pointer: a small form under the board, hidden until it has the keyboard focus, that takes a move
 * as text (e2e4, Nf3, O-O) and checks it against the server's legal moves before sending it. "Describe" reads out
 * where every piece stands, for people who cannot see the canvas.
 */
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { readTypedMove, type BoardMove, type PieceCode, type Placement, type Square } from "./fen";

interface KeyboardMoveProps {
  placement: Placement;
  /** The moves the board offers now (empty when it is not your turn). */
  legalMoves: readonly string[];
  /** Not your turn, or your move is on its way. */
  waiting: boolean;
  onMove: (move: BoardMove) => void;
  onPromotion: (from: Square, to: Square) => void;
}

export function KeyboardMove({ placement, legalMoves, waiting, onMove, onPromotion }: KeyboardMoveProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState("");
  const [description, setDescription] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const closeAfterPress = useCloseAfterPress(form, open, () => setOpen(false));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (waiting || legalMoves.length === 0) {
      setProblem(t("chessBoard.keys.notYourTurn"));
      return;
    }
    const typed = readTypedMove(text, placement, legalMoves);
    if (typed.kind === "unreadable") setProblem(t("chessBoard.keys.unreadable"));
    else if (typed.kind === "illegal") setProblem(t("chessBoard.keys.illegal", { move: text.trim() }));
    else {
      setProblem("");
      setText("");
      if (typed.kind === "move") onMove(typed.move);
      else onPromotion(typed.from, typed.to);
    }
  };

  const describe = () => {
    const side = (colour: "w" | "b") =>
      [...placement]
        .filter(([, piece]) => piece[0] === colour)
        .sort(([a, pa], [b, pb]) => ORDER.indexOf(pa) - ORDER.indexOf(pb) || a.localeCompare(b))
        .map(([square, piece]) => t("chessBoard.describe.piece", { piece: t(`chessBoard.role.${piece[1]}`), square }))
        .join(", ");
    setDescription(t("chessBoard.describe.position", { white: side("w") || "—", black: side("b") || "—" }));
  };

  return (
    <form
      ref={form}
      className={open ? "chess-board__keys chess-board__keys--open" : "chess-board__keys"}
      onSubmit={submit}
      onFocus={() => setOpen(true)}
      onBlur={(event: FocusEvent<HTMLFormElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) closeAfterPress();
      }}
      aria-label={t("chessBoard.keys.title")}
    >
      <label htmlFor={`${id}-move`}>{t("chessBoard.keys.label")}</label>
      <input
        id={`${id}-move`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem("");
        }}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={problem !== ""}
        aria-describedby={`${id}-hint ${id}-problem`}
      />
      <button type="submit" className="btn btn--primary">
        {t("chessBoard.keys.play")}
      </button>
      <button type="button" className="btn btn--ghost" onClick={describe}>
        {t("chessBoard.keys.describe")}
      </button>
      <p id={`${id}-hint`} className="chess-board__keys-hint">
        {t("chessBoard.keys.hint")}
      </p>
      <p id={`${id}-problem`} className="chess-board__keys-problem" role="alert">
        {problem}
      </p>
      <p className="visually-hidden" role="status">
        {description}
      </p>
    </form>
  );
}

const ORDER: readonly PieceCode[] = ["wK", "wQ", "wR", "wB", "wN", "wP", "bK", "bQ", "bR", "bB", "bN", "bP"];

/**
 * Closes the open form once the focus has left it, but never under a press in progress. A mouse press on a button
 * below the board (Takeback, Decline, Resign) takes the focus at pointerdown; closing the form then would lift that
 * button before its pointerup, and the click would land elsewhere or nowhere. So the form waits for the press to end
 * and its click to be dispatched (the task after the release), then closes unless the focus came back or the press
 * was inside the form itself (Safari does not focus a button it clicks). Focus leaving by the keyboard (Tab) closes
 * it in the next task.
 */
function useCloseAfterPress(form: RefObject<HTMLFormElement | null>, open: boolean, close: () => void): () => void {
  /** A pointer is down now. */
  const pressing = useRef(false);
  /** The latest press began inside the form. */
  const pressedInside = useRef(false);
  /** Cancels a close that is waiting. */
  const cancel = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!open) return;
    const down = (event: PointerEvent) => {
      pressing.current = true;
      pressedInside.current = event.target instanceof Node && (form.current?.contains(event.target) ?? false);
    };
    const up = () => {
      pressing.current = false;
    };
    // Capture: seen before any handler can stop it, and before the focus moves.
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("pointerup", up, true);
    document.addEventListener("pointercancel", up, true);
    return () => {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", up, true);
      cancel.current();
    };
  }, [form, open]);

  return useCallback(() => {
    cancel.current();
    let timer: number | undefined;
    // Only the press that took the focus away counts (not an earlier click into the field, then Tab).
    const keepForPress = pressing.current && pressedInside.current;
    const closeIfLeft = () => {
      const node = form.current;
      if (node && !node.contains(document.activeElement) && !keepForPress) close();
    };
    const stopWaiting = () => {
      document.removeEventListener("pointerup", afterRelease, true);
      document.removeEventListener("pointercancel", afterRelease, true);
    };
    function afterRelease() {
      stopWaiting();
      timer = window.setTimeout(closeIfLeft, 0);
    }
    if (pressing.current) {
      document.addEventListener("pointerup", afterRelease, true);
      document.addEventListener("pointercancel", afterRelease, true);
    } else {
      timer = window.setTimeout(closeIfLeft, 0);
    }
    cancel.current = () => {
      stopWaiting();
      window.clearTimeout(timer);
    };
  }, [form, close]);
}
