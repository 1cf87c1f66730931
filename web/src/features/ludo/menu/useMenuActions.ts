import { useCallback } from "react";
import toast from "react-hot-toast";
import { LUDO_ROOM, messages, type ListedRoom, type PawnColour, type QuickPlayOptions } from "@arena/contracts";
import type { Room } from "@colyseus/sdk";
import { writeLocal, writeSession } from "../../../lib/storage";
import { useProfile } from "../../../platform/account";
import { useMinimumBalanceCheck } from "../../table/eligibility";
import { startQuickPlay } from "../../table/quickPlaySearch";
import { withClientSeed } from "../../table/realtime";
import { CLIENT_SEED_KEY, createLudoRoom, joinLudoRoom, rememberRoom } from "../realtime";
import { startComputerGame, type ComputerSetup } from "../computerGame";
import type { TableChoice } from "./entryFee";
import { MENU_KEYS, type JoinTarget } from "./flow";
import { privateRoomCode, privateRoomPassword, publicRoomName } from "./roomNames";
import { errorText } from "./errorText";
import type { useTableSeat } from "./useTableSeat";
import type { useLudoLobby } from "./useLudoLobby";

type Seat = ReturnType<typeof useTableSeat>;
type Lobby = ReturnType<typeof useLudoLobby>;

/** What a finished join or lookup leads to, for the menu to open the next dialog. */
export type JoinOutcome =
  | { next: "none" }
  | { next: "selectColor"; target: JoinTarget }
  | { next: "privateRoom"; password: string | null };

const NONE: JoinOutcome = { next: "none" };
export const gameEnterPath = (roomId: string) => `/ludo/gameEnter?room=${encodeURIComponent(roomId)}`;

/** Spec 3: guest names look like 'user00' plus a number under 100. */
const guestName = () => `user00${Math.floor(Math.random() * 100)}`;

/** A room created without an id cannot be shared or joined: the spec's browser alert, and the seat is given up. */
function hasRoomId(room: Room): boolean {
  if (room.roomId) return true;
  window.alert(messages.roomIdNotFound);
  void room.leave();
  return false;
}

/**
 * The menu's requests, each after the balance rules (spec 5): create a Classic, Private, Quick Play or
 * Computer table, and join a listed or private one. Server refusals show as error toasts; the result says
 * which dialog comes next.
 */
export function useMenuActions(seat: Seat, lobby: Lobby) {
  const { currency, hasMinimumBalance, isEligible } = useMinimumBalanceCheck();
  const { data: profile } = useProfile();
  const userName = profile?.userName;
  const nameOf = useCallback(() => userName || guestName(), [userName]);
  const { take, handOver } = seat;
  const { getGameFee, findPrivate } = lobby;

  const createClassic = useCallback(
    async (choice: TableChoice): Promise<void> => {
      if (!hasMinimumBalance() || !(await isEligible(choice.fee))) return;
      try {
        const room = await createLudoRoom({
          gameType: "Classic",
          roomId: publicRoomName(),
          maxPlayers: choice.players,
          roomAmount: choice.fee,
          color: choice.color,
          playerName: nameOf(),
          boardType: choice.board,
          currency,
          isVisible: true,
          ttl: 50,
        });
        if (!hasRoomId(room)) return;
        handOver(room, gameEnterPath(room.roomId));
      } catch (error) {
        toast.error(errorText(error));
      }
    },
    [currency, handOver, hasMinimumBalance, isEligible, nameOf],
  );

  const createPrivate = useCallback(
    async (choice: TableChoice): Promise<JoinOutcome> => {
      if (!hasMinimumBalance() || !(await isEligible(choice.fee))) return NONE;
      const password = privateRoomPassword();
      try {
        const room = await createLudoRoom({
          gameType: "Private",
          roomId: privateRoomCode(Date.now()),
          roomPassword: password,
          maxPlayers: choice.players,
          roomAmount: choice.fee,
          color: choice.color,
          playerName: nameOf(),
          boardType: choice.board,
          currency,
          isVisible: false,
          rules: choice.rules,
          ttl: 50,
        });
        if (!hasRoomId(room)) return NONE;
        writeLocal(MENU_KEYS.board, choice.board);
        take(room);
        return { next: "privateRoom", password };
      } catch (error) {
        toast.error(errorText(error));
        return NONE;
      }
    },
    [currency, hasMinimumBalance, isEligible, nameOf, take],
  );

  /**
   * Quick Play: the server's queue for this fee, table size and coins (true once queued; the fee is held). When it
   * finds the players it reserves a seat at a Ludo table, which is taken here; the game then opens by itself.
   */
  const playQuick = useCallback(
    async (choice: TableChoice): Promise<boolean> => {
      if (!hasMinimumBalance() || !(await isEligible(choice.fee))) return false;
      try {
        // Ludo's game kind is its table room's name.
        const terms: QuickPlayOptions = { game: LUDO_ROOM, roomAmount: choice.fee, maxPlayers: choice.players, currency, playerName: nameOf() };
        const options = withClientSeed(terms, CLIENT_SEED_KEY);
        await startQuickPlay(options, {
          onTable: (table) => {
            rememberRoom(table);
            take(table);
          },
          onError: (error) => toast.error(errorText(error)),
        });
        return true;
      } catch (error) {
        toast.error(errorText(error));
        return false;
      }
    },
    [currency, hasMinimumBalance, isEligible, nameOf, take],
  );

  const startComputer = useCallback(
    async (setup: ComputerSetup): Promise<void> => {
      try {
        const room = await startComputerGame(setup, nameOf());
        writeLocal(MENU_KEYS.board, setup.board);
        writeLocal(MENU_KEYS.gameMode, "Computer");
        writeSession(MENU_KEYS.gameMode, "Computer");
        handOver(room, "/ludo/game?started=false");
      } catch (error) {
        toast.error(errorText(error));
      }
    },
    [handOver, nameOf],
  );

  /** Takes the seat: a private table opens the waiting-players modal, a public one the waiting room. */
  const join = useCallback(
    async (target: JoinTarget, color?: PawnColour): Promise<JoinOutcome> => {
      try {
        const room = await joinLudoRoom(target.roomId, {
          playerName: nameOf(),
          color,
          roomPassword: target.roomPassword,
          currency,
        });
        if (!target.isPrivate) {
          handOver(room, gameEnterPath(room.roomId));
          return NONE;
        }
        take(room);
        return { next: "privateRoom", password: target.roomPassword ?? null };
      } catch (error) {
        toast.error(errorText(error));
        return NONE;
      }
    },
    [currency, handOver, nameOf, take],
  );

  /** After the fee is known: eligibility, then the colour first for tables of 3 or 4, else join at once. */
  const proceed = useCallback(
    async (target: JoinTarget): Promise<JoinOutcome> => {
      if (!(await isEligible(target.fee))) return NONE;
      if (target.maxPlayers > 2) return { next: "selectColor", target };
      return join(target);
    },
    [isEligible, join],
  );

  const joinListed = useCallback(
    async (listing: ListedRoom): Promise<JoinOutcome> => {
      if (!hasMinimumBalance()) return NONE;
      return proceed({ roomId: listing.roomId, fee: listing.roomAmount, maxPlayers: listing.maxPlayers, isPrivate: false });
    },
    [hasMinimumBalance, proceed],
  );

  /** Private join by code: the fee is looked up first ('Game not found' when there is no such open room). */
  const joinByCode = useCallback(
    async (code: string): Promise<JoinOutcome> => {
      if (!hasMinimumBalance()) return NONE;
      try {
        const fee = await getGameFee(code);
        if (!fee.success || fee.gameFees === undefined) {
          toast.error(messages.gameNotFound);
          return NONE;
        }
        return await proceed({ roomId: code, fee: fee.gameFees, maxPlayers: fee.maxPlayers ?? 4, isPrivate: true });
      } catch (error) {
        toast.error(errorText(error));
        return NONE;
      }
    },
    [getGameFee, hasMinimumBalance, proceed],
  );

  /** Private join by password: the room is found by it, then its table size is looked up like a code's. */
  const joinByPassword = useCallback(
    async (roomPassword: string): Promise<JoinOutcome> => {
      if (!hasMinimumBalance()) return NONE;
      try {
        const found = await findPrivate(roomPassword);
        const fee = found.success && found.roomId ? await getGameFee(found.roomId) : null;
        if (!found.roomId || !fee?.success) {
          toast.error(messages.gameNotFound);
          return NONE;
        }
        const gameFees = found.gameFees ?? fee.gameFees ?? 0;
        return await proceed({ roomId: found.roomId, fee: gameFees, maxPlayers: fee.maxPlayers ?? 4, isPrivate: true, roomPassword });
      } catch (error) {
        toast.error(errorText(error));
        return NONE;
      }
    },
    [findPrivate, getGameFee, hasMinimumBalance, proceed],
  );

  return { currency, createClassic, createPrivate, playQuick, startComputer, join, joinListed, joinByCode, joinByPassword };
}
