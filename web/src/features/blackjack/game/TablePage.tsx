/**
 * A player's /black-jack: the address carries the player's user id as its fragment (the spec's /black-jack#{userId}),
 * the page sits the player at their own table (the one they left open, joined again after a reload, or a new one) and
 * shows it. A table that cannot be reached says why and offers to try again.
 */
import { useEffect, useState } from "react";
import { useAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { useProfile } from "../../../platform/account";
import { Icon } from "../../../shell/Icon";
import { PageLoader } from "../../../shell/Status";
import { blackjackRoomAtom, forgetTableId, openBlackjackTableOnce } from "../realtime";
import { TableScreen } from "./TableScreen";

export function TablePage() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const [room, setRoom] = useAtom(blackjackRoomAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const userId = profile?._id ?? null;
  const playerName = profile?.userName || profile?.fullName || "player";

  // The spec's address: /black-jack#{userId}. Written in place (the history entry is the same page).
  useEffect(() => {
    if (!userId || window.location.hash === `#${userId}`) return;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}#${userId}`);
  }, [userId]);

  useEffect(() => {
    if (!userId || room) return;
    let current = true;
    openBlackjackTableOnce(userId, playerName, room).then(
      (joined) => {
        if (current) setRoom(joined);
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof Error && error.message ? error.message : t("blackjack.table.problem"));
      },
    );
    return () => {
      current = false;
    };
    // The name only matters for a new table; a profile arriving later must not open a second one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, attempt]);

  if (room && userId) {
    const reopen = () => {
      forgetTableId();
      setRoom(null);
      setAttempt((n) => n + 1);
    };
    return <TableScreen key={room.roomId} room={room} onReopen={reopen} />;
  }
  if (failure) {
    return (
      <div className="bj-page bj-page--centre">
        <div className="load-error" role="alert">
          <Icon name="alert" size={30} />
          <h1 className="load-error__title">{t("blackjack.table.problem")}</h1>
          <p className="load-error__text">{failure}</p>
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => {
              setFailure(null);
              setAttempt((n) => n + 1);
            }}
          >
            <Icon name="refresh" size={18} />
            {t("status.retry")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="bj-page bj-page--centre">
      <h1 className="visually-hidden">{t("blackjack.title")}</h1>
      <PageLoader />
      <p className="bj-page__hint">{t("blackjack.table.joining")}</p>
    </div>
  );
}
