/**
 * The lobby's dialogs: Quick Play at a tier (your buy-in), a private table (its tier, where A-2-3 ranks, your buy-in)
 * and free play (its tier, how many bots, your buy-in in play money). Each shows the table's terms before you sit,
 * checks the amount against the range and your balance, and says when the server is slow to answer.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { FLASH_BOOTS, FLASH_BOTS, flashTableTerms } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { Icon, type IconName } from "../../../shell/Icon";
import { ChoiceChips } from "../../table/ChoiceChips";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { TOP_UP_PATH } from "../../table/eligibility";
import { BuyInField } from "../BuyInField";
import { reachableRange, readBuyIn, startingBuyIn, type BuyInProblem } from "../buyIn";
import { TableTerms } from "../TableTerms";
import type { FreePlayTerms, PrivateTerms } from "./useFlashRequests";
import "../dialogs.css";

interface BuyInFormProps {
  boot: number;
  currency: string;
  balance: number | null;
  submit: string;
  icon: IconName;
  slow: boolean;
  /** Fields above the buy-in (the tier, the A-2-3 rule, the bots). */
  children?: ReactNode;
  a23?: string;
  onSubmit: (buyIn: number) => Promise<boolean>;
  onClose: () => void;
}

/** The table's terms, the buy-in and the button; the buy-in follows the tier (its default, within the balance). */
function BuyInForm({ boot, currency, balance, submit, icon, slow, children, a23, onSubmit, onClose }: BuyInFormProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const terms = flashTableTerms(boot);
  const range = { min: terms.minBuyIn, max: terms.maxBuyIn };
  // The wallet cannot reach this table's smallest buy-in: say so (and where to top up real coins) instead of failing.
  const tooPoor = balance !== null && reachableRange(range, balance) === null;
  const [entry, setEntry] = useState<{ boot: number; value: string }>({ boot, value: String(startingBuyIn(range, terms.defaultBuyIn, balance)) });
  // A new tier starts the field again at its default.
  const value = entry.boot === boot ? entry.value : String(startingBuyIn(range, terms.defaultBuyIn, balance));
  const [problem, setProblem] = useState<BuyInProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const read = readBuyIn(value, range, balance);
    if (!read.ok) return setProblem(read.problem);
    setProblem(null);
    setBusy(true);
    await onSubmit(read.coins);
    setBusy(false);
  };
  return (
    <form className="flash-dialog" noValidate onSubmit={(event) => void send(event)}>
      {children}
      <TableTerms terms={terms} currency={currency} a23={a23} />
      <BuyInField
        label={t("flash.buyIn.label", { currency })}
        value={value}
        onChange={(next) => setEntry({ boot, value: next })}
        range={range}
        currency={currency}
        balance={balance}
        problem={problem}
      />
      {tooPoor && (
        <p className="note note--danger" role="alert">
          <span>
            {t("flash.buyIn.tooPoor", { balance: formatCoins(balance, lang), min: formatCoins(range.min, lang), currency })}{" "}
            {currency === "COIN" && (
              <Link className="note__link" to={TOP_UP_PATH}>
                {t("flash.buyIn.topUp")}
              </Link>
            )}
          </span>
        </p>
      )}
      {slow && (
        <p className="note note--pending" role="status">
          <span className="spinner spinner--small" aria-hidden="true" />
          <span>{t("flash.lobby.slow")}</span>
        </p>
      )}
      <div className="flash-dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t("flash.back")}
        </button>
        <button type="submit" className="btn btn--primary btn--large" disabled={busy || tooPoor} aria-busy={busy}>
          {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name={icon} size={18} />}
          {busy ? t("flash.lobby.joining") : submit}
        </button>
      </div>
    </form>
  );
}

const tierOptions = (currency: string) => FLASH_BOOTS.map((boot) => ({ value: boot, label: `${boot} ${currency}` }));

interface QuickPlayDialogProps {
  boot: number;
  currency: string;
  balance: number | null;
  slow: boolean;
  onPlay: (buyIn: number) => Promise<boolean>;
  onClose: () => void;
}

export function QuickPlayDialog({ boot, currency, balance, slow, onPlay, onClose }: QuickPlayDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t("flash.quick.title", { boot, currency })} size="small">
      <BuyInForm boot={boot} currency={currency} balance={balance} submit={t("flash.quick.play")} icon="bolt" slow={slow} onSubmit={onPlay} onClose={onClose}>
        <p className="flash-dialog__note">{t("flash.quick.lead")}</p>
      </BuyInForm>
    </Dialog>
  );
}

interface PrivateTableDialogProps {
  currency: string;
  balance: number | null;
  slow: boolean;
  onCreate: (terms: PrivateTerms) => Promise<boolean>;
  onClose: () => void;
}

export function PrivateTableDialog({ currency, balance, slow, onCreate, onClose }: PrivateTableDialogProps) {
  const { t } = useTranslation();
  const [boot, setBoot] = useState<number>(FLASH_BOOTS[0]);
  const [a23, setA23] = useState<"second" | "lowest">("second");
  return (
    <Dialog open onClose={onClose} title={t("flash.private.title")} size="small">
      <BuyInForm
        boot={boot}
        currency={currency}
        balance={balance}
        submit={t("flash.private.submit")}
        icon="lock"
        slow={slow}
        a23={a23}
        onSubmit={(buyIn) => onCreate({ boot, a23, buyIn })}
        onClose={onClose}
      >
        <ChoiceChips legend={t("flash.lobby.tier", { currency })} value={boot} options={tierOptions(currency)} onChange={setBoot} />
        <ChoiceChips
          legend={t("flash.private.a23.legend")}
          value={a23}
          options={[
            { value: "second", label: t("flash.private.a23.second") },
            { value: "lowest", label: t("flash.private.a23.lowest") },
          ]}
          onChange={setA23}
          hint={t("flash.private.a23.hint")}
        />
      </BuyInForm>
    </Dialog>
  );
}

interface FreePlayDialogProps {
  /** The FREE wallet's balance. */
  balance: number | null;
  slow: boolean;
  onStart: (terms: FreePlayTerms) => Promise<boolean>;
  onClose: () => void;
}

export function FreePlayDialog({ balance, slow, onStart, onClose }: FreePlayDialogProps) {
  const { t } = useTranslation();
  const [boot, setBoot] = useState<number>(FLASH_BOOTS[0]);
  const [bots, setBots] = useState<number>(FLASH_BOTS.default);
  const botCounts = Array.from({ length: FLASH_BOTS.max - FLASH_BOTS.min + 1 }, (_, i) => FLASH_BOTS.min + i);
  return (
    <Dialog open onClose={onClose} title={t("flash.free.title")} size="small">
      <BuyInForm boot={boot} currency="FREE" balance={balance} submit={t("flash.free.submit")} icon="gamepad" slow={slow} onSubmit={(buyIn) => onStart({ boot, bots, buyIn })} onClose={onClose}>
        <p className="flash-dialog__note">{t("flash.free.lead")}</p>
        <ChoiceChips legend={t("flash.lobby.tier", { currency: "FREE" })} value={boot} options={tierOptions("FREE")} onChange={setBoot} />
        <ChoiceChips legend={t("flash.free.bots")} value={bots} options={botCounts.map((n) => ({ value: n, label: n }))} onChange={setBots} hint={t("flash.free.botsHint")} />
      </BuyInForm>
    </Dialog>
  );
}
