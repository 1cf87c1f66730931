import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChessRoomView } from "@arena/contracts";
import { Icon } from "../../../shell/Icon";
import { copyWithToast, shareInvite } from "../../table/share";
import { TableTerms } from "../TableTerms";
import { shareLink } from "./roomCode";

interface WaitingRoomProps {
  code: string;
  view: ChessRoomView | null;
  onCancel: () => Promise<void>;
}

/**
 * The creator's wait for a friend: the code to copy or share, the invite link, the table's terms, and Cancel (the room
 * closes and a held fee comes back). The game starts by itself when the friend sits down.
 */
export function WaitingRoom({ code, view, onCancel }: WaitingRoomProps) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const link = shareLink(window.location.origin, code);
  const cancel = async () => {
    if (leaving) return;
    setLeaving(true);
    await onCancel();
  };
  return (
    <section className="game-card chess-private__card chess-waiting" aria-labelledby="chess-waiting-title">
      <h2 id="chess-waiting-title" className="game-card__title">
        <span className="spinner spinner--small" aria-hidden="true" />
        {t("chess.private.waiting.title")}
      </h2>
      <div className="chess-waiting__code">
        <span className="chess-waiting__label">{t("chess.private.waiting.code")}</span>
        <span className="chess-waiting__row">
          <code className="chess-waiting__value">{code}</code>
          <button type="button" className="icon-btn" aria-label={t("chess.private.waiting.copyCode")} title={t("chess.private.waiting.copyCode")} onClick={() => void copyWithToast(code)}>
            <Icon name="copy" size={18} />
          </button>
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="chess-waiting-link">
          {t("chess.private.waiting.link")}
        </label>
        <span className="chess-waiting__row">
          <input id="chess-waiting-link" className="field__control" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="icon-btn" aria-label={t("chess.private.waiting.copyLink")} title={t("chess.private.waiting.copyLink")} onClick={() => void copyWithToast(link)}>
            <Icon name="copy" size={18} />
          </button>
        </span>
      </div>
      <button type="button" className="btn btn--outline btn--block" onClick={() => void shareInvite(t("chess.private.waiting.inviteText", { code, link }))}>
        <Icon name="users" size={18} />
        {t("chess.private.waiting.share")}
      </button>
      {view && <TableTerms view={view} />}
      <p className="field__hint" role="status">
        {t("chess.private.waiting.hint")}
      </p>
      <button type="button" className="btn btn--ghost btn--block" disabled={leaving} aria-busy={leaving} onClick={() => void cancel()}>
        <Icon name="close" size={18} />
        {leaving ? t("chess.private.waiting.leaving") : t("chess.private.waiting.cancel")}
      </button>
    </section>
  );
}
