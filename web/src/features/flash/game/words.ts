/** Short words for a seat's last action (under its name on the table): "Chaal 2.00", "Packed", "Sideshow". */
import type { useTranslation } from "react-i18next";
import type { FlashRoomView } from "@arena/contracts";

type T = ReturnType<typeof useTranslation>["t"];

export function actionSentenceShort(view: FlashRoomView, coins: (n: number) => string, t: T): string {
  const a = view.lastAction;
  const amount = coins(a.amount);
  switch (a.type) {
    case "bet": {
      if (a.allIn) return t("flash.seat.did.allIn", { amount });
      const kind = a.double ? "raise" : view.players[a.seat]?.seen ? "chaal" : "blind";
      return t(`flash.seat.did.${kind}`, { amount });
    }
    case "see":
    case "pack":
    case "show":
    case "sideshow":
    case "timeout":
    case "leave":
      return t(`flash.seat.did.${a.type}`, { amount });
    case "answerSideshow":
      return t(a.accept ? "flash.seat.did.accepted" : "flash.seat.did.rejected");
    default:
      return "";
  }
}
