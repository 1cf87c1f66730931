/**
 * The promotion dialog: the four pieces a pawn may become, as buttons named Queen, Rook, Bishop and Knight (the
 * shell's dialog brings the focus in, keeps Tab inside, and Escape or the backdrop cancels). It offers what the
 * board found among the server's legal moves for that from/to; in standard chess that is always all four.
 */
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../shell/Dialog";
import { PROMOTIONS, type Promotion } from "./fen";
import { GLYPHS, pieceImageUrl, pieceSetKind, promotionCode, type PieceSetKey } from "./pieces";
import "./PromotionPicker.css";

export interface PromotionPickerProps {
  colour: "white" | "black";
  pieceSet: PieceSetKey;
  onPick(piece: Promotion): void;
  onCancel(): void;
}

export function PromotionPicker({ colour, pieceSet, onPick, onCancel }: PromotionPickerProps) {
  const { t } = useTranslation();
  const side = colour === "white" ? "w" : "b";
  return (
    <Dialog open onClose={onCancel} title={t("chessBoard.promotion.title")} size="small" className="promotion-picker">
      <ul className="promotion-picker__list">
        {PROMOTIONS.map((piece) => {
          const code = promotionCode(side, piece);
          return (
            <li key={piece}>
              <button type="button" className="promotion-picker__choice" onClick={() => onPick(piece)}>
                {pieceSetKind(pieceSet) === "image" ? (
                  <img src={pieceImageUrl(pieceSet, code)} alt="" width={64} height={64} />
                ) : (
                  <span className={`promotion-picker__glyph promotion-picker__glyph--${side}`} aria-hidden="true">
                    {GLYPHS[code[1] as keyof typeof GLYPHS]}
                  </span>
                )}
                <span className="promotion-picker__name">{t(`chessBoard.promotion.${piece}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
