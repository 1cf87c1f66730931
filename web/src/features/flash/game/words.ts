/**
 * The table's events in words, from the state alone: a seat's last action under its name ("Chaal 2.00", "Packed"), the
 * same action as a sentence for screen readers, and the answer to a sideshow for the table to see.
 */
import type { TFunction } from "i18next";
import type { FlashRoomView } from "@arena/contracts";

type T = TFunction;

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

/**
 * The answer to a sideshow in words, for the table to see: accepted (and who packs: the lower hand, or the asker on a
 * tie) or refused (a silence is a refusal). The two players are told in their own words.
 */
export function sideshowNotice(now: FlashRoomView, before: FlashRoomView, mySeat: string | null, nameOf: (seat: string) => string, t: T): string {
  const asker = before.sideshowAsker;
  const target = before.sideshowTarget || now.lastAction.seat;
  if (!asker || !target) return "";
  const accepted = now.lastAction.type === "answerSideshow" && now.lastAction.accept;
  const packed = (seat: string) => now.players[seat]?.status === "PACKED" && before.players[seat]?.status !== "PACKED";
  const loser = accepted ? [asker, target].find(packed) : undefined;
  if (!accepted) {
    if (asker === mySeat) return t("flash.sideshow.notice.refusedYou", { name: nameOf(target) });
    if (target === mySeat) return "";
    return t("flash.sideshow.notice.refused", { asker: nameOf(asker), target: nameOf(target) });
  }
  if (asker === mySeat || target === mySeat) {
    const other = asker === mySeat ? target : asker;
    if (!loser) return t("flash.sideshow.notice.acceptedYou", { name: nameOf(other) });
    return t(loser === mySeat ? "flash.sideshow.notice.youPack" : "flash.sideshow.notice.theyPack", { name: nameOf(other) });
  }
  return t("flash.sideshow.notice.accepted", { asker: nameOf(asker), target: nameOf(target), loser: loser ? nameOf(loser) : "" });
}

/** "Ann: Chaal 2.00", "Bob asks Cy for a sideshow", … (the server's last action, in words). */
export function actionSentence(view: FlashRoomView, who: string, nameOf: (seat: string) => string, coins: (n: number) => string, t: T): string {
  const a = view.lastAction;
  const amount = coins(a.amount);
  switch (a.type) {
    case "bet": {
      const seen = view.players[a.seat]?.seen;
      const kind = a.double ? "raise" : seen ? "chaal" : "blind";
      return t(a.allIn ? "flash.announce.allIn" : `flash.announce.${kind}`, { name: who, amount });
    }
    case "see":
      return t("flash.announce.see", { name: who });
    case "pack":
      return t("flash.announce.pack", { name: who });
    case "show":
      return t("flash.announce.show", { name: who, amount });
    case "sideshow":
      return t("flash.announce.sideshow", { name: who, target: nameOf(view.sideshowTarget || view.choices.seat), amount });
    case "answerSideshow":
      return t(a.accept ? "flash.announce.sideshowAccepted" : "flash.announce.sideshowRejected", { name: who });
    case "timeout":
      return t("flash.announce.timeout", { name: who });
    case "leave":
      return t("flash.announce.leave", { name: who });
    default:
      return "";
  }
}
