/** Where a join goes: a listed public room, or a private room found by its code or password. */
export interface JoinTarget {
  roomId: string;
  fee: number;
  maxPlayers: number;
  isPrivate: boolean;
  /** Given when the room was found by its password (the server checks it on join). */
  roomPassword?: string;
}

/** The dialog the menu shows (spec 2 'Ludo menu screen'); null: only the mode cards. */
export type MenuStep =
  | { name: "selectGame" }
  | { name: "classicChoice" }
  | { name: "createClassic" }
  | { name: "rooms" }
  | { name: "selectColor"; target: JoinTarget }
  | { name: "quickPrice" }
  | { name: "privateChoice" }
  | { name: "createPrivate" }
  | { name: "themes" }
  | { name: "joinPrivate"; by: "code" | "password" }
  | { name: "privateRoom"; password: string | null }
  | { name: "computer" };

export type MenuMode = "Private" | "Multiplayer" | "Computer";

/** The first dialog of each mode card. */
export const FIRST_STEP: Record<MenuMode, MenuStep> = {
  Private: { name: "privateChoice" },
  Multiplayer: { name: "selectGame" },
  Computer: { name: "computer" },
};

/** Storage keys of the spec (section 3) the menu writes; `ludoBoard` tells the game page the chosen board. */
export const MENU_KEYS = { gameMode: "gameMode", botGameSession: "botGameSession", board: "ludoBoard", music: "ludoMusic" } as const;
