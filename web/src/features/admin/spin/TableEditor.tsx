/**
 * /admin-spin's editor: a new table version from a published one. Prizes are edited in groups (a prize and how many
 * segments carry it; the rules lay them out round the wheel), with the price and the pot's rules. What the server would
 * check is shown as it is typed (the contract's schema and the rules' tableProblems, in their words) with the RTP the
 * rules work out; publishing asks first, and a refusal shows the server's own errors.
 */
import { useId, useMemo, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { type Envelope, type FieldErrors, type WheelTableView } from "@arena/contracts";
import { WHEEL_LIMITS } from "@arena/rules-wheel";
import { currentLanguage } from "../../../i18n";
import { request } from "../../../lib/api";
import { formatNumber } from "../../../lib/numbers";
import { Field, controlA11y } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { prizeTone } from "../../spin/wheel/geometry";
import { toneCss } from "../../spin/wheel/painter";
import { ConfirmActionDialog } from "../ActionDialogs";
import { prizeLabel } from "./prizeLabel";
import { DRAFT_FIELDS, PRIZE_KINDS, draftOdds, readDraft, type DraftField, type PrizeGroupDraft, type TableDraft } from "./tableDraft";

export const ADMIN_SPIN_API = { tables: "/api/v1/admin/spin/tables" } as const;

interface Props {
  initial: TableDraft;
  basedOn: number;
  nextVersion: number;
  onPublished: (table: WheelTableView) => void;
}

const UNIT: Record<DraftField, "coins" | "percent" | "minutes"> = {
  price: "coins",
  freeSpinStake: "coins",
  jackpotSharePercent: "percent",
  jackpotSeed: "coins",
  jackpotCap: "coins",
  mustDropMinutes: "minutes",
};

export function TableEditor({ initial, basedOn, nextVersion, onPublished }: Props) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<{ message: string; errors: string[] } | null>(null);
  const read = useMemo(() => readDraft(draft), [draft]);
  const odds = useMemo(() => draftOdds(read.segments), [read.segments]);
  const percent = (share: number) => t("adminSpin.percent", { value: formatNumber(Math.round(share * 10_000) / 100, lang) });

  const setGroup = (index: number, next: Partial<PrizeGroupDraft>) =>
    setDraft((d) => ({ ...d, groups: d.groups.map((g, i) => (i === index ? { ...g, ...next } : g)) }));
  const removeGroup = (index: number) => setDraft((d) => ({ ...d, groups: d.groups.filter((_, i) => i !== index) }));
  const addGroup = () => setDraft((d) => ({ ...d, groups: [...d.groups, { kind: "coins", multiplier: "1", count: "1" }] }));

  const publish = async (): Promise<Envelope<unknown>> => {
    const answer = await request<WheelTableView & { errors?: FieldErrors }>(ADMIN_SPIN_API.tables, { method: "POST", body: read.input });
    if (answer.responseCode === 200 && answer.result) {
      setRefused(null);
      onPublished(answer.result);
    } else {
      setRefused({ message: answer.responseMessage, errors: Object.entries(answer.result?.errors ?? {}).map(([field, message]) => `${field}: ${message}`) });
      setConfirming(false);
    }
    return answer;
  };

  const segmentsProblem = read.schema.segments;
  const problems = [...(segmentsProblem ? [segmentsProblem] : []), ...read.rules];
  const overLimit = read.rtp !== null && read.rtp.total > WHEEL_LIMITS.maxRtp;
  return (
    <section className="spinadm-card spinadm-editor" aria-labelledby={`${id}-title`}>
      <header className="spinadm-card__head">
        <h2 id={`${id}-title`} className="spinadm-card__title">
          {t("adminSpin.editor.title", { version: nextVersion })}
        </h2>
        <p className="spinadm-card__text">{t("adminSpin.editor.lead", { version: basedOn })}</p>
      </header>

      <fieldset className="spinadm-prizes">
        <legend className="spinadm-prizes__legend">{t("adminSpin.editor.prizes")}</legend>
        <p className="field__hint">{t("adminSpin.editor.prizesHint", { min: WHEEL_LIMITS.minSegments, max: WHEEL_LIMITS.maxSegments })}</p>
        <ol className="spinadm-groups">
          {draft.groups.map((group, index) => {
            const row = `${id}-g${index}`;
            const typed = read.groupTyped[index];
            const multiplierError = typed?.multiplier ? t("adminSpin.editor.typed.multiplier") : undefined;
            const countError = typed?.count ? t("adminSpin.editor.typed.count") : undefined;
            return (
              <li key={index}>
                <fieldset className="spinadm-group">
                  <legend className="spinadm-group__legend">{t("adminSpin.editor.prizeN", { n: index + 1 })}</legend>
                  <Field id={`${row}-kind`} label={t("adminSpin.editor.kind")}>
                    <select id={`${row}-kind`} className="field__control" value={group.kind} onChange={(e) => setGroup(index, { kind: e.target.value as PrizeGroupDraft["kind"] })}>
                      {PRIZE_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {t(`adminSpin.kinds.${kind}`)}
                        </option>
                      ))}
                    </select>
                  </Field>
                  {group.kind === "coins" && (
                    <Field id={`${row}-mult`} label={t("adminSpin.editor.multiplier")} error={multiplierError}>
                      <input className="field__control" inputMode="decimal" autoComplete="off" value={group.multiplier} onChange={(e) => setGroup(index, { multiplier: e.target.value })} {...controlA11y(`${row}-mult`, multiplierError)} />
                    </Field>
                  )}
                  <Field id={`${row}-count`} label={t("adminSpin.editor.count")} error={countError}>
                    <input className="field__control" inputMode="numeric" autoComplete="off" value={group.count} onChange={(e) => setGroup(index, { count: e.target.value })} {...controlA11y(`${row}-count`, countError)} />
                  </Field>
                  <button type="button" className="btn btn--ghost spinadm-group__remove" onClick={() => removeGroup(index)} aria-label={t("adminSpin.editor.removeN", { n: index + 1 })}>
                    <Icon name="close" size={16} />
                    <span aria-hidden="true">{t("adminSpin.editor.remove")}</span>
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button type="button" className="btn btn--outline" onClick={addGroup}>
          <Icon name="plus" size={16} />
          {t("adminSpin.editor.add")}
        </button>
      </fieldset>

      <div className="spinadm-preview">
        <h3 className="spinadm-preview__title">{t("adminSpin.editor.preview", { count: read.segments.length })}</h3>
        <ol className="spinadm-strip" aria-hidden="true">
          {read.segments.map((prize, i) => (
            <li key={i} className="spinadm-strip__segment" style={{ "--tone": toneCss(prizeTone(prize)) } as CSSProperties} title={prizeLabel(t, prize, lang)} />
          ))}
        </ol>
        {odds.length > 0 && (
          <ul className="spinadm-odds">
            {odds.map((row) => (
              <li key={JSON.stringify(row.prize)}>
                <span className="spinadm-swatch" style={{ "--tone": toneCss(prizeTone(row.prize)) } as CSSProperties} aria-hidden="true" />
                {t("adminSpin.editor.oddsRow", { prize: prizeLabel(t, row.prize, lang), count: row.segments, chance: percent(row.probability) })}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="spinadm-terms">
        {DRAFT_FIELDS.map((field) => {
          const fid = `${id}-${field}`;
          const error = read.typed[field] ? t("adminSpin.editor.typed.number") : read.schema[field];
          const optional = field === "jackpotCap" || field === "mustDropMinutes";
          return (
            <Field key={field} id={fid} label={t(`adminSpin.fields.${field}`)} error={error} hint={optional ? t(`adminSpin.fields.${field}Hint`) : undefined}>
              <div className="spinadm-unit">
                <input
                  className="field__control"
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft[field]}
                  onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
                  {...controlA11y(fid, error, optional)}
                />
                <span className="spinadm-unit__label" aria-hidden="true">
                  {t(`adminSpin.units.${UNIT[field]}`)}
                </span>
              </div>
            </Field>
          );
        })}
      </div>

      <div className={`spinadm-check ${problems.length > 0 || overLimit ? "spinadm-check--bad" : read.input ? "spinadm-check--ok" : ""}`} aria-live="polite">
        <p className="spinadm-check__rtp">
          <span>{t("adminSpin.editor.rtp")}</span>
          <strong data-testid="draft-rtp">{read.rtp ? percent(read.rtp.total) : "—"}</strong>
        </p>
        {read.rtp && (
          <p className="spinadm-check__parts">
            {t("adminSpin.editor.rtpParts", { coins: percent(read.rtp.coins), share: percent(read.rtp.jackpotShare), seed: percent(read.rtp.jackpotSeed), max: WHEEL_LIMITS.maxRtp * 100 })}
          </p>
        )}
        {problems.length > 0 ? (
          <div className="spinadm-check__problems">
            <p>{t("adminSpin.editor.problems")}</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : read.input ? (
          <p className="spinadm-check__ok">
            <Icon name="check" size={16} />
            {t("adminSpin.editor.ready")}
          </p>
        ) : null}
      </div>

      {refused && (
        <div className="note note--danger" role="alert">
          <Icon name="alert" size={18} />
          <span>
            <strong>{t("adminSpin.editor.refused")}</strong> {refused.message}
            {refused.errors.length > 1 && (
              <ul className="spinadm-refused">
                {refused.errors.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </span>
        </div>
      )}

      <div className="spinadm-actions">
        <button type="button" className="btn btn--ghost" onClick={() => setDraft(initial)}>
          {t("adminSpin.editor.reset", { version: basedOn })}
        </button>
        <button type="button" className="btn btn--primary" disabled={!read.input} onClick={() => setConfirming(true)}>
          <Icon name="upload" size={18} />
          {t("adminSpin.editor.publish", { version: nextVersion })}
        </button>
      </div>

      {confirming && read.input && (
        <ConfirmActionDialog
          title={t("adminSpin.confirm.title", { version: nextVersion })}
          question={t("adminSpin.confirm.question", { version: nextVersion, count: read.input.segments.length, rtp: read.rtp ? percent(read.rtp.total) : "—" })}
          confirm={t("adminSpin.confirm.publish")}
          tone="primary"
          done={(answer) => answer.responseMessage || t("adminSpin.confirm.done", { version: nextVersion })}
          send={publish}
          onClose={() => setConfirming(false)}
          onDone={() => undefined}
        />
      )}
    </section>
  );
}
