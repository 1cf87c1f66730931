import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages, type ListedRoom, type PawnColour } from "@arena/contracts";
import { useProfile } from "../../../platform/account";
import { ChoiceDialog } from "./ChoiceDialog";
import { ComputerDialog, type ComputerSetup } from "./ComputerDialog";
import { CreateTableDialog } from "./CreateTableDialog";
import { DEFAULT_CHOICE, freeColoursOf, toStepFee, type TableChoice } from "./entryFee";
import type { JoinTarget, MenuStep } from "./flow";
import { JoinPrivateDialog } from "./JoinPrivateDialog";
import { PrivateRoomDialog } from "./PrivateRoomDialog";
import { QuickPlayDialog } from "./QuickPlayDialog";
import { RoomListDialog } from "./RoomListDialog";
import { SelectColorDialog } from "./SelectColorDialog";
import { SelectGameDialog } from "./SelectGameDialog";
import { ThemesDialog } from "./ThemesDialog";
import { useLudoLobby } from "./useLudoLobby";
import { useMenuActions, type JoinOutcome } from "./useMenuActions";
import { useTableSeat } from "./useTableSeat";

interface MenuFlowProps {
  step: MenuStep | null;
  onStep: (step: MenuStep | null) => void;
  /** A Private or Multiplayer card was chosen: the lobby connection opens (spec 4). */
  lobbyActive: boolean;
}

/** The dialogs behind the mode cards, one at a time, and the table the player takes a seat at. */
export function MenuFlow({ step, onStep, lobbyActive }: MenuFlowProps) {
  const { t } = useTranslation();
  const lobby = useLudoLobby(lobbyActive);
  const seat = useTableSeat();
  const actions = useMenuActions(seat, lobby);
  const { data: profile } = useProfile();
  const userId = profile?._id ?? "";
  const [choice, setChoice] = useState<TableChoice>(DEFAULT_CHOICE);
  const [busy, setBusy] = useState(false);
  const [joining, setJoining] = useState<string | null>(null);
  const [askingColours, setAskingColours] = useState(false);

  const close = () => onStep(null);
  /** Classic and Quick Play fees are steps: a custom private fee snaps to one. */
  const goStepped = (next: MenuStep) => {
    setChoice((current) => ({ ...current, fee: toStepFee(current.fee) }));
    onStep(next);
  };
  const busyWhile = async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  /** A listed table's free colours come from a fresh room list: asked for here, shown when it arrives. */
  const askColours = (target: JoinTarget) => {
    if (target.isPrivate) return;
    setAskingColours(true);
    lobby
      .requestRooms()
      .catch(() => undefined)
      .finally(() => setAskingColours(false));
  };
  const follow = (outcome: JoinOutcome) => {
    if (outcome.next === "selectColor") {
      askColours(outcome.target);
      onStep({ name: "selectColor", target: outcome.target });
    } else if (outcome.next === "privateRoom") {
      onStep({ name: "privateRoom", password: outcome.password });
    }
  };

  const joinListed = async (listing: ListedRoom) => {
    setJoining(listing.roomId);
    try {
      follow(await actions.joinListed(listing));
    } finally {
      setJoining(null);
    }
  };
  const joinWithColour = async (target: JoinTarget, color: PawnColour) => {
    const outcome = await busyWhile(() => actions.join(target, color));
    follow(outcome);
    // Refused (e.g. the colour was taken meanwhile): ask again which colours are free.
    if (outcome.next === "none") askColours(target);
  };
  const leavePrivateRoom = async () => {
    if (seat.room) await seat.leave();
    else toast.error(messages.roomCodeNotFound);
    setChoice(DEFAULT_CHOICE);
    close();
  };

  switch (step?.name) {
    case "selectGame":
      return (
        <SelectGameDialog
          onClose={close}
          onPlay={(type) => (type === "Classic" ? onStep({ name: "classicChoice" }) : goStepped({ name: "quickPrice" }))}
        />
      );
    case "classicChoice":
      return (
        <ChoiceDialog
          title={t("ludoMenu.classicChoice.title")}
          onClose={close}
          onBack={() => onStep({ name: "selectGame" })}
          actions={[
            { label: t("ludoMenu.classicChoice.create"), text: t("ludoMenu.classicChoice.createText"), icon: "plus", onSelect: () => goStepped({ name: "createClassic" }) },
            { label: t("ludoMenu.classicChoice.join"), text: t("ludoMenu.classicChoice.joinText"), icon: "list", onSelect: () => onStep({ name: "rooms" }) },
          ]}
        />
      );
    case "createClassic":
    case "createPrivate": {
      const isPrivate = step.name === "createPrivate";
      return (
        <CreateTableDialog
          variant={isPrivate ? "private" : "classic"}
          choice={choice}
          onChange={setChoice}
          currency={actions.currency}
          busy={busy}
          onClose={close}
          onBack={() => onStep(isPrivate ? { name: "privateChoice" } : { name: "classicChoice" })}
          onSubmit={() => (isPrivate ? onStep({ name: "themes" }) : void busyWhile(() => actions.createClassic(choice)))}
        />
      );
    }
    case "rooms":
      return (
        <RoomListDialog
          rooms={lobby.rooms?.filter((room) => room.currency === actions.currency) ?? null}
          status={lobby.status}
          joining={joining}
          onJoin={(listing) => void joinListed(listing)}
          onRetry={lobby.reconnect}
          onClose={close}
          onBack={() => onStep({ name: "classicChoice" })}
        />
      );
    case "selectColor": {
      const { target } = step;
      const listing = lobby.rooms?.find((room) => room.roomId === target.roomId);
      // Private tables are not listed: their free colours are only known to the room, which says so on join.
      const free = target.isPrivate ? undefined : askingColours ? null : listing ? freeColoursOf(listing.players) : [];
      return <SelectColorDialog free={free} busy={busy} onJoin={(color) => void joinWithColour(target, color)} onClose={close} />;
    }
    case "quickPrice":
      return (
        <QuickPlayDialog
          fee={choice.fee}
          players={choice.players}
          onChange={(patch) => setChoice((current) => ({ ...current, ...patch }))}
          currency={actions.currency}
          matching={seat.room !== null}
          view={seat.view}
          onPlay={() => actions.playQuick(choice)}
          onCancel={seat.leave}
          onClose={close}
          onBack={() => onStep({ name: "selectGame" })}
        />
      );
    case "privateChoice":
      return (
        <ChoiceDialog
          title={t("ludoMenu.privateChoice.title")}
          onClose={close}
          actions={[
            { label: t("ludoMenu.privateChoice.create"), text: t("ludoMenu.privateChoice.createText"), icon: "plus", onSelect: () => onStep({ name: "createPrivate" }) },
            { label: t("ludoMenu.privateChoice.joinCode"), text: t("ludoMenu.privateChoice.joinCodeText"), icon: "code", onSelect: () => onStep({ name: "joinPrivate", by: "code" }) },
            { label: t("ludoMenu.privateChoice.joinPassword"), text: t("ludoMenu.privateChoice.joinPasswordText"), icon: "lock", onSelect: () => onStep({ name: "joinPrivate", by: "password" }) },
          ]}
        />
      );
    case "themes":
      return (
        <ThemesDialog
          board={choice.board}
          onChange={(board) => setChoice((current) => ({ ...current, board }))}
          busy={busy}
          onCreate={() => void busyWhile(() => actions.createPrivate(choice)).then(follow)}
          onClose={close}
          onBack={() => onStep({ name: "createPrivate" })}
        />
      );
    case "joinPrivate":
      return (
        <JoinPrivateDialog
          key={step.by}
          by={step.by}
          onSubmit={async (value) => follow(await (step.by === "code" ? actions.joinByCode(value) : actions.joinByPassword(value)))}
          onClose={close}
          onBack={() => onStep({ name: "privateChoice" })}
        />
      );
    case "privateRoom":
      return seat.room ? (
        <PrivateRoomDialog room={seat.room} view={seat.view} password={step.password} userId={userId} onLeave={leavePrivateRoom} />
      ) : null;
    case "computer":
      return <ComputerDialog busy={busy} onStart={(setup: ComputerSetup) => void busyWhile(() => actions.startComputer(setup))} onClose={close} />;
    default:
      return null;
  }
}
