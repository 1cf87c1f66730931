import { Suspense, lazy } from "react";
import { PageLoader } from "../../../shell/Status";

const FlashTablePage = lazy(() => import("./FlashTablePage").then((m) => ({ default: m.FlashTablePage })));

/** /teenpatti/game?room={id}. The table (canvas, seats, chat, result) loads on demand: the lobby never downloads it. */
export function FlashGamePage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <FlashTablePage />
    </Suspense>
  );
}
