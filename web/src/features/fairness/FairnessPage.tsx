/**
 * /fairness?game={id}: loads a Ludo game's public record and checks its dice here, in the browser (verifyGame);
 * /fairness?game=flash&id={handId}: a Flash hand's record, its shuffle, every card and its result (FlashHandCheck, its
 * own chunk); /fairness?game=spin&…: a spin of the wheel from its proof (SpinCheck, its own chunk);
 * /fairness?game=blackjack&id={gameId}: a Black Jack round dealt again and replayed (BlackjackRoundCheck, its own chunk).
 * The server's answer is parsed with the contracts' schema before anything is shown.
 */
import { Suspense, lazy, useId, useState, type CSSProperties, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import useSWR from "swr";
import { ludoGameRecordSchema, type LudoGameRecord } from "@arena/contracts";
import { ApiError, fetchResult } from "../../lib/api";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { PALETTES, css } from "../ludo/game/boardTheme";
import { ChoiceChips } from "../table/ChoiceChips";
import { isGameId, verifyGame, type FairVerdict } from "./verifyGame";
import "./fairness.css";

const FlashHandCheck = lazy(() => import("./FlashHandCheck").then((m) => ({ default: m.FlashHandCheck })));
const SpinCheck = lazy(() => import("./SpinCheck").then((m) => ({ default: m.SpinCheck })));
const BlackjackRoundCheck = lazy(() => import("./BlackjackRoundCheck").then((m) => ({ default: m.BlackjackRoundCheck })));

/** Which game's record the page checks: Ludo's dice (?game={id}), a Flash hand or a Black Jack round (?game=flash|blackjack&id={id}) or a spin (?game=spin&…). */
type Kind = "ludo" | "flash" | "spin" | "blackjack";

const kindOf = (game: string | null): Kind => (game === "flash" || game === "spin" || game === "blackjack" ? game : "ludo");
/** The kinds whose record is named by ?id= (Ludo's by ?game= itself). */
const byId = (kind: Kind): kind is "flash" | "blackjack" => kind === "flash" || kind === "blackjack";
const TITLES: Record<Kind, [string, string]> = {
  ludo: ["ludoGame.fairness.title", "ludoGame.fairness.scheme"],
  flash: ["flash.fairness.title", "flash.fairness.scheme"],
  spin: ["spin.fairness.title", "spin.fairness.scheme"],
  blackjack: ["blackjack.fairness.title", "blackjack.fairness.scheme"],
};

const Checking = () => {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{t("status.loading")}</span>
      <SkeletonLines lines={6} />
    </div>
  );
};

export const fairRecordPath = (gameId: string) => `/api/v1/fair/ludo/${encodeURIComponent(gameId)}`;

async function fetchRecord(path: string): Promise<LudoGameRecord> {
  return ludoGameRecordSchema.parse(await fetchResult<unknown>(path));
}

export function FairnessPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get("game"));
  const gameId = kind === "spin" ? "" : ((byId(kind) ? params.get("id") : params.get("game")) ?? "").trim();
  const valid = isGameId(gameId);
  const { data, error, isLoading, mutate } = useSWR(kind === "ludo" && valid ? fairRecordPath(gameId) : null, fetchRecord, { revalidateOnFocus: false });
  const missing = error instanceof ApiError && error.responseCode === 404;

  return (
    <div className="fair-page">
      <header className="fair-page__header">
        <h1 className="fair-page__title">{t(TITLES[kind][0])}</h1>
        <p className="fair-page__lead">{t(TITLES[kind][1])}</p>
      </header>

      {kind === "spin" ? (
        <div className="fair-form">
          <KindChoice value="spin" onChange={(chosen) => chosen !== "spin" && setParams(new URLSearchParams(byId(chosen) ? { game: chosen } : {}))} />
        </div>
      ) : (
        <GameIdForm
          key={`${kind}:${gameId}`}
          initial={gameId}
          initialKind={kind}
          onSpin={() => setParams(new URLSearchParams({ game: "spin" }))}
          onSubmit={(id, chosen) => {
            const next = new URLSearchParams(params);
            if (byId(chosen)) {
              next.set("game", chosen);
              next.set("id", id);
            } else {
              next.set("game", id);
              next.delete("id");
            }
            setParams(next);
          }}
        />
      )}
      {kind === "spin" && (
        <Suspense fallback={<Checking />}>
          <SpinCheck />
        </Suspense>
      )}

      {gameId && !valid && (
        <p className="note note--danger" role="alert">
          <Icon name="alert" size={18} />
          <span>{t("ludoGame.fairness.badId")}</span>
        </p>
      )}
      {kind === "flash" && valid && (
        <Suspense fallback={<Checking />}>
          <FlashHandCheck handId={gameId.toLowerCase()} />
        </Suspense>
      )}
      {kind === "blackjack" && valid && (
        <Suspense fallback={<Checking />}>
          <BlackjackRoundCheck gameId={gameId.toLowerCase()} />
        </Suspense>
      )}
      {kind === "ludo" && valid && isLoading && <Checking />}
      {kind === "ludo" && valid && error && !data && missing && (
        <div className="empty-state" role="alert">
          <span className="empty-state__icon">
            <Icon name="search" size={26} />
          </span>
          <p className="empty-state__title">{t("ludoGame.fairness.notFound")}</p>
          <p>{t("ludoGame.fairness.notFoundText")}</p>
        </div>
      )}
      {kind === "ludo" && valid && error && !data && !missing && <LoadError onRetry={() => void mutate()} />}
      {kind === "ludo" && data && <GameCheck record={data} />}
    </div>
  );
}

/** Which kind of record to check: Ludo dice, a Flash hand, a spin of the wheel. */
function KindChoice({ value, onChange }: { value: Kind; onChange: (kind: Kind) => void }) {
  const { t } = useTranslation();
  return (
    <div className="fair-form__kind">
      <ChoiceChips
        legend={t("flash.fairness.kind")}
        value={value}
        options={[
          { value: "ludo", label: t("flash.fairness.kindLudo") },
          { value: "flash", label: t("flash.fairness.kindFlash") },
          { value: "spin", label: t("spin.fairness.kind") },
          { value: "blackjack", label: t("blackjack.fairness.kind") },
        ]}
        onChange={onChange}
      />
    </div>
  );
}

function GameIdForm({ initial, initialKind, onSubmit, onSpin }: { initial: string; initialKind: Exclude<Kind, "spin">; onSubmit: (id: string, kind: Kind) => void; onSpin: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [kind, setKind] = useState<Exclude<Kind, "spin">>(initialKind);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!isGameId(trimmed)) return setError(t("ludoGame.fairness.badId"));
    setError(null);
    onSubmit(trimmed.toLowerCase(), kind);
  };
  return (
    <form className="fair-form" onSubmit={submit} noValidate>
      <KindChoice value={kind} onChange={(chosen) => (chosen === "spin" ? onSpin() : setKind(chosen))} />
      <div className="field fair-form__field">
        <label className="field__label" htmlFor={id}>
          {t(kind === "flash" ? "flash.fairness.handId" : kind === "blackjack" ? "blackjack.fairness.roundId" : "ludoGame.fairness.gameId")}
        </label>
        <input
          id={id}
          className="field__control fair-mono"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="00000000-0000-0000-0000-000000000000"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        {error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary fair-form__submit">
        <Icon name="search" size={18} />
        {t("ludoGame.fairness.check")}
      </button>
    </form>
  );
}

function Verdict({ verdict }: { verdict: FairVerdict }) {
  const { t } = useTranslation();
  if (verdict.state === "pending") {
    return (
      <p className="note note--pending fair-verdict" role="status">
        <Icon name="clock" size={22} />
        <span>
          <strong>{t("ludoGame.fairness.pendingTitle")}</strong> {t("ludoGame.fairness.pendingText")}
        </span>
      </p>
    );
  }
  if (verdict.state === "verified") {
    return (
      <p className="note note--success fair-verdict" role="status">
        <Icon name="shield" size={22} />
        <span>
          <strong>{t("ludoGame.fairness.verifiedTitle")}</strong> {t("ludoGame.fairness.verifiedText", { count: verdict.rolls.length })}
        </span>
      </p>
    );
  }
  return (
    <p className="note note--danger fair-verdict" role="alert">
      <Icon name="alert" size={22} />
      <span>
        <strong>{t("ludoGame.fairness.failedTitle")}</strong>{" "}
        {!verdict.commitmentMatches && t("ludoGame.fairness.hashMismatch")} {verdict.mismatches > 0 && t("ludoGame.fairness.rollMismatch", { count: verdict.mismatches })}
      </span>
    </p>
  );
}

function GameCheck({ record }: { record: LudoGameRecord }) {
  const { t, i18n } = useTranslation();
  const verdict = verifyGame(record);
  const tint = (color: string) => css(PALETTES.default.seats[color as keyof typeof PALETTES.default.seats]?.base ?? 0xffffff);
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.language) : "—");
  return (
    <>
      <Verdict verdict={verdict} />
      {verdict.missingNonces.length > 0 && (
        <p className="note note--pending" role="status">
          <Icon name="alert" size={18} />
          <span>{t("ludoGame.fairness.gaps", { nonces: verdict.missingNonces.join(", ") })}</span>
        </p>
      )}

      <section className="fair-card" aria-labelledby="fair-seeds">
        <h2 id="fair-seeds" className="fair-card__title">
          {t("ludoGame.fairness.seeds")}
        </h2>
        <dl className="fair-seeds">
          <div>
            <dt>{t("ludoGame.fairness.game")}</dt>
            <dd className="fair-mono">{record.gameId}</dd>
          </div>
          <div>
            <dt>{t("ludoGame.fairness.status")}</dt>
            <dd>
              {t(`ludoGame.fairness.statuses.${record.status}`)} · {t(`ludoGame.mode.${record.gameType}`, { defaultValue: record.gameType })} ·{" "}
              {date(record.startedAt)} – {date(record.endedAt)}
            </dd>
          </div>
          <div>
            <dt>{t("ludoGame.fairness.players")}</dt>
            <dd>{record.players.map((p) => `${p.playerName} (${t(`ludoGame.colour.${p.color}`)})`).join(", ")}</dd>
          </div>
          <div>
            <dt>{t("table.fair.hash")}</dt>
            <dd className="fair-mono">{record.serverSeedHash}</dd>
          </div>
          {verdict.state !== "pending" && (
            <div>
              <dt>{t("ludoGame.fairness.computedHash")}</dt>
              <dd className="fair-mono">
                {verdict.computedHash}{" "}
                <span className={verdict.state === "failed" && !verdict.commitmentMatches ? "fair-mark fair-mark--bad" : "fair-mark fair-mark--ok"}>
                  {verdict.state === "failed" && !verdict.commitmentMatches ? "✗" : "✓"}
                </span>
              </dd>
            </div>
          )}
          <div>
            <dt>{t("table.fair.serverSeed")}</dt>
            <dd className="fair-mono">{record.serverSeed ?? t("ludoGame.fairness.secret")}</dd>
          </div>
          <div>
            <dt>{t("table.fair.clientSeed")}</dt>
            <dd className="fair-mono">{record.clientSeed}</dd>
          </div>
        </dl>
      </section>

      <section className="fair-card" aria-labelledby="fair-rolls">
        <h2 id="fair-rolls" className="fair-card__title">
          {t("ludoGame.fairness.rolls", { count: verdict.rolls.length })}
        </h2>
        {verdict.rolls.length === 0 ? (
          <p className="fair-card__empty">{t("ludoGame.fairness.noRolls")}</p>
        ) : (
          <div className="fair-rolls__wrap">
            <table className="fair-rolls">
              <thead>
                <tr>
                  <th scope="col">{t("ludoGame.fairness.nonce")}</th>
                  <th scope="col">{t("ludoGame.fairness.colour")}</th>
                  <th scope="col" className="num">
                    {t("ludoGame.fairness.recorded")}
                  </th>
                  <th scope="col" className="num">
                    {t("ludoGame.fairness.recomputed")}
                  </th>
                  <th scope="col">{t("ludoGame.fairness.match")}</th>
                </tr>
              </thead>
              <tbody>
                {verdict.rolls.map((r) => (
                  <tr key={r.nonce} className={r.ok === false ? "fair-rolls__bad" : undefined}>
                    <td className="num">{r.nonce}</td>
                    <td>
                      <span className="fair-swatch" style={{ "--pawn": tint(r.color) } as CSSProperties} aria-hidden="true" />
                      {t(`ludoGame.colour.${r.color}`)}
                    </td>
                    <td className="num">{r.recorded}</td>
                    <td className="num">{r.expected ?? "—"}</td>
                    <td>
                      {r.ok === null ? (
                        <span className="fair-mark">{t("ludoGame.fairness.later")}</span>
                      ) : (
                        <span className={`fair-mark ${r.ok ? "fair-mark--ok" : "fair-mark--bad"}`}>
                          <span aria-hidden="true">{r.ok ? "✓" : "✗"}</span>
                          <span className="visually-hidden">{t(r.ok ? "ludoGame.fairness.ok" : "ludoGame.fairness.bad")}</span>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
