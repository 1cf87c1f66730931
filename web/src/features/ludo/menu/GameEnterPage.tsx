import { useEffect, useState } from "react";
import { useAtomValue } from "jotai";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { Room } from "@colyseus/sdk";
import { walletModeAtom } from "../../../platform/walletMode";
import { useProfile } from "../../../platform/account";
import { Icon } from "../../../shell/Icon";
import { showInterruptedGame } from "../interruptedGame";
import { ludoRoomAtom, resumeLudoRoom } from "../realtime";
import { errorText } from "./errorText";
import { TableSeats } from "./TableSeats";
import { useTableSeat } from "./useTableSeat";
import "./menu.css";
import "./GameEnterPage.css";

/** One resume per room at a time: StrictMode runs the effect twice, and two joins would ask for two seats. */
const resuming = new Map<string, Promise<Room>>();
function resumeOnce(roomId: string, current: Room | null, playerName: string, currency: "COIN" | "FREE"): Promise<Room> {
  const pending = resuming.get(roomId) ?? resumeLudoRoom(roomId, current, playerName, currency);
  resuming.set(roomId, pending);
  void pending.finally(() => resuming.delete(roomId)).catch(() => undefined);
  return pending;
}

/**
 * /ludo/gameEnter?room={id}: the waiting room of a public table — its players with colour and connection, the
 * fee and Leave. The room comes from the menu; after a reload it is resumed. The game opens when it starts.
 */
export function GameEnterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const roomId = params.get("room") ?? "";
  const shared = useAtomValue(ludoRoomAtom);
  const currency = useAtomValue(walletModeAtom);
  const { data: profile } = useProfile();
  const seat = useTableSeat(shared && shared.roomId === roomId ? shared : null);
  const [failed, setFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { room, view, take } = seat;
  const playerName = profile?.userName;

  useEffect(() => {
    if (room || !roomId || !playerName) return;
    let cancelled = false;
    resumeOnce(roomId, shared, playerName, currency).then(
      (resumed) => {
        if (!cancelled) take(resumed);
      },
      (error: unknown) => {
        if (cancelled) return;
        // The table may be gone because its game server restarted: then that is the message, not the join error.
        void showInterruptedGame(t).then((told) => {
          if (!told) toast.error(errorText(error));
        });
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [room, roomId, playerName, shared, currency, take, t]);

  const leave = async () => {
    setLeaving(true);
    await seat.leave();
    navigate("/ludo/menu");
  };

  if (!roomId || failed) {
    return (
      <section className="game-enter game-enter--message" aria-labelledby="game-enter-title">
        <Icon name="alert" size={32} className="load-error__icon" />
        <h1 id="game-enter-title" className="game-enter__title">
          {roomId ? t("ludoMenu.enter.failed") : t("ludoMenu.enter.noRoom")}
        </h1>
        <Link to="/ludo/menu" className="btn btn--primary">
          <Icon name="back" size={18} />
          {t("ludoMenu.enter.backToMenu")}
        </Link>
      </section>
    );
  }

  return (
    <section className="game-enter" aria-labelledby="game-enter-title">
      <header className="game-enter__head">
        <h1 id="game-enter-title" className="game-enter__title">
          {t("ludoMenu.enter.title")}
        </h1>
        <p className="game-enter__room">
          <code>{roomId}</code>
        </p>
        <p className="game-enter__lead">{t("ludoMenu.enter.lead")}</p>
      </header>
      {!room ? (
        <div className="ludo-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t("ludoMenu.enter.joining")}
        </div>
      ) : (
        <>
          {view && (
            <p className="game-enter__fee">
              <Icon name="coin" size={18} />
              {t("ludoMenu.room.fee")}: <strong>{view.roomAmount}</strong> {view.currency}
            </p>
          )}
          <TableSeats view={view} userId={profile?._id ?? ""} />
        </>
      )}
      <button type="button" className="btn btn--ghost btn--large" disabled={leaving || !room} aria-busy={leaving} onClick={() => void leave()}>
        <Icon name="logout" size={18} />
        {leaving ? t("ludoMenu.enter.leaving") : t("ludoMenu.enter.leave")}
      </button>
    </section>
  );
}
