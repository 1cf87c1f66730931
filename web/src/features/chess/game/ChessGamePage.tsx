import { Suspense, lazy } from "react";
import { PageLoader } from "../../../shell/Status";

const ChessTable = lazy(() => import("./ChessTable").then((m) => ({ default: m.ChessTable })));

/** /chess/game/{id}. The table (board, clocks, chat, result) loads on demand: the menus never download it. */
export function ChessGamePage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ChessTable />
    </Suspense>
  );
}
