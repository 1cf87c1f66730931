import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../shell/Icon";
import { useChessSeat } from "../menu/useChessSeat";
import { usePlayRequests } from "../menu/usePlayRequests";
import { CreateRoomForm } from "./CreateRoomForm";
import { JoinRoomForm } from "./JoinRoomForm";
import { codeFrom } from "./roomCode";
import { WaitingRoom } from "./WaitingRoom";
import "../../table/game-card.css";
import "./private-room.css";

/**
 * /chess/privateRoom: create a room under a 6-digit code and wait for a friend, or join a friend's room by its code
 * (a shared link, ?code=123456, fills it in). Either way the game starts by itself when both sit, and the page hands
 * the connected room to /chess/game/{gameId}.
 */
export function PrivateRoomPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linkedCode = codeFrom(params.get("code"));
  const seat = useChessSeat();
  const requests = usePlayRequests(seat.take);
  /** How the seat was taken: the creator waits for a friend; a joiner's game starts at once. */
  const [role, setRole] = useState<"create" | "join">("create");

  let content;
  if (seat.room && role === "create") {
    content = <WaitingRoom code={seat.room.roomId} view={seat.view} onCancel={seat.leave} />;
  } else if (seat.room) {
    content = (
      <p className="chess-private__starting" role="status">
        <span className="spinner" aria-hidden="true" />
        {t("chess.private.starting")}
      </p>
    );
  } else {
    const join = (
      <section className="game-card chess-private__card" aria-labelledby="chess-join-title" key="join">
        <h2 id="chess-join-title" className="game-card__title">
          <Icon name="code" size={18} />
          {t("chess.private.join.title")}
        </h2>
        {linkedCode && <p className="chess-private__invited">{t("chess.private.join.invited", { code: linkedCode })}</p>}
        <JoinRoomForm initialCode={linkedCode ?? ""} onJoin={(code) => {
            setRole("join");
            return requests.joinPrivate(code);
          }} />
      </section>
    );
    const create = (
      <section className="game-card chess-private__card" aria-labelledby="chess-create-title" key="create">
        <h2 id="chess-create-title" className="game-card__title">
          <Icon name="plus" size={18} />
          {t("chess.private.create.title")}
        </h2>
        <CreateRoomForm currency={requests.currency} onCreate={(terms) => {
            setRole("create");
            return requests.createPrivate(terms);
          }} />
      </section>
    );
    // Opened from a friend's link: joining comes first.
    content = <div className="chess-private__cards">{linkedCode ? [join, create] : [create, join]}</div>;
  }

  return (
    <section className="chess-private" aria-labelledby="chess-private-title">
      <header className="chess-private__head">
        <Link to="/chess/menu" className="btn btn--ghost">
          <Icon name="back" size={18} />
          {t("chess.toMenu")}
        </Link>
        <h1 id="chess-private-title" className="chess-private__title">
          <Icon name="lock" size={24} />
          {t("chess.private.title")}
        </h1>
        <p className="chess-private__lead">{t("chess.private.lead")}</p>
      </header>
      {content}
    </section>
  );
}
