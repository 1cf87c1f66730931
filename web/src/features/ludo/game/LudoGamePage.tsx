import { Suspense, lazy } from "react";
import { PageLoader } from "../../../shell/Status";

const LudoTable = lazy(() => import("./LudoTable").then((m) => ({ default: m.LudoTable })));

/** /ludo/game. The table (PixiJS board, audio, confetti) loads on demand: other pages never download it. */
export function LudoGamePage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LudoTable />
    </Suspense>
  );
}
