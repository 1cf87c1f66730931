import { usePlayCheck as useTablePlayCheck } from "../../table/eligibility";

/** POST ludo/check-eligible (game-server/src/http/routes/coins.ts): does the balance cover a Ludo fee. */
const CHECK_ELIGIBLE_PATH = "/api/v1/ludo/check-eligible";

/** The table's balance rules (spec 5) against Ludo's eligibility check. */
export const usePlayCheck = () => useTablePlayCheck(CHECK_ELIGIBLE_PATH);
