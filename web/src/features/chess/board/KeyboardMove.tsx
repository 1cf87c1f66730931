/**
 * Moving without a pointer: a small form under the board, hidden until it has the keyboard focus, that takes a move
 * as text (e2e4, Nf3, O-O) and checks it against the server's legal moves before sending it. "Describe" reads out
 * where every piece stands, for people who cannot see the canvas.
 */
import { useId, useState, type FormEvent } from "react";
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
    <form className="chess-board__keys" onSubmit={submit} aria-label={t("chessBoard.keys.title")}>
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
