/**
 * Cards in a line of text, as small face-up cards ("A♠ K♦ Q♣") with their names for screen readers ("Ace of spades,
 * …"); face-down cards when none are given.
 */
import { useTranslation } from "react-i18next";
import { cardText, cardWordKeys, facesOf } from "./cards";
import "./CardLine.css";

export function CardLine({ cards, hiddenCount = 0 }: { cards: readonly string[]; hiddenCount?: number }) {
  const { t } = useTranslation();
  const faces = facesOf(cards);
  if (faces.length === 0 && hiddenCount > 0) {
    return (
      <span className="flash-cardline">
        {Array.from({ length: hiddenCount }, (_, i) => (
          <span key={i} className="flash-cardline__card flash-cardline__card--back" aria-hidden="true" />
        ))}
        <span className="visually-hidden">{t("flash.cards.hidden", { count: hiddenCount })}</span>
      </span>
    );
  }
  const words = faces.map((f) => {
    const keys = cardWordKeys(f);
    return t("flash.cards.name", { rank: t(keys.rank), suit: t(keys.suit) });
  });
  return (
    <span className="flash-cardline">
      {faces.map((f) => (
        <span key={f.name} className={`flash-cardline__card ${f.red ? "flash-cardline__card--red" : ""}`} aria-hidden="true">
          {cardText(f)}
        </span>
      ))}
      <span className="visually-hidden">{words.join(", ")}</span>
    </span>
  );
}
