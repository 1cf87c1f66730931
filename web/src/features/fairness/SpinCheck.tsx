/**
 * /fairness?game=spin&…: checks a spin of the wheel from its proof, here in the browser (verifySpin: the revealed seed
 * against the committed hash, and the segment drawn again from the seeds, the nonce and the wheel's segment count
 * against the one recorded). The fields come filled from the player's spin history's link, or are typed; a check is
 * kept in the address. Its own chunk: only a spin's check downloads the wheel's rules.
 */
import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Field, controlA11y } from "../../shell/Field";
import { Icon } from "../../shell/Icon";
import { proofOf, readSpinFields, spinFieldProblems, writeSpinFields, type SpinProof, type SpinProofFields } from "./spinProof";
import { verifySpin } from "./verifySpin";

const FIELDS: readonly { key: keyof SpinProof; mono: boolean; numeric: boolean }[] = [
  { key: "serverSeed", mono: true, numeric: false },
  { key: "serverSeedHash", mono: true, numeric: false },
  { key: "clientSeed", mono: true, numeric: false },
  { key: "nonce", mono: false, numeric: true },
  { key: "segments", mono: false, numeric: true },
  { key: "segment", mono: false, numeric: true },
];

export function SpinCheck() {
  const [params, setParams] = useSearchParams();
  const fields = readSpinFields(params);
  const proof = proofOf(fields);
  return (
    <>
      <SpinProofForm key={params.toString()} initial={fields} onCheck={(next) => setParams(writeSpinFields(next))} />
      {proof && <SpinVerdictView proof={proof} />}
    </>
  );
}

function SpinProofForm({ initial, onCheck }: { initial: SpinProofFields; onCheck: (fields: SpinProofFields) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<ReturnType<typeof spinFieldProblems>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = spinFieldProblems(values);
    setShown(problems);
    if (Object.keys(problems).length === 0) onCheck(values);
  };
  return (
    <form className="fair-card fair-spin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fair-card__title">
        {t("spin.fairness.formTitle")}
      </h2>
      <div className="fair-spin-form__fields">
        {FIELDS.map(({ key, mono, numeric }) => {
          const field = `${id}-${key}`;
          const problem = shown[key];
          const error = problem ? t(`spin.fairness.problems.${problem}`) : undefined;
          return (
            <Field key={key} id={field} label={t(`spin.fairness.fields.${key}`)} error={error} className={mono ? "fair-spin-form__wide" : undefined}>
              <input
                className={`field__control ${mono ? "fair-mono" : ""}`}
                value={values[key]}
                inputMode={numeric ? "numeric" : undefined}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
                {...controlA11y(field, error)}
              />
            </Field>
          );
        })}
      </div>
      <p className="field__hint">{t("spin.fairness.segmentHint")}</p>
      <button type="submit" className="btn btn--primary fair-spin-form__submit">
        <Icon name="shield" size={18} />
        {t("spin.fairness.check")}
      </button>
    </form>
  );
}

const Mark = ({ ok }: { ok: boolean }) => {
  const { t } = useTranslation();
  return (
    <span className={`fair-mark ${ok ? "fair-mark--ok" : "fair-mark--bad"}`}>
      <span aria-hidden="true">{ok ? "✓" : "✗"}</span>
      <span className="visually-hidden">{t(ok ? "spin.fairness.ok" : "spin.fairness.bad")}</span>
    </span>
  );
};

function SpinVerdictView({ proof }: { proof: SpinProof }) {
  const { t } = useTranslation();
  const verdict = verifySpin(proof);
  return (
    <>
      {verdict.ok ? (
        <p className="note note--success fair-verdict" role="status">
          <Icon name="shield" size={22} />
          <span>
            <strong>{t("spin.fairness.verifiedTitle")}</strong> {t("spin.fairness.verifiedText", { segment: proof.segment, count: proof.segments })}
          </span>
        </p>
      ) : (
        <p className="note note--danger fair-verdict" role="alert">
          <Icon name="alert" size={22} />
          <span>
            <strong>{t("spin.fairness.failedTitle")}</strong> {!verdict.commitmentMatches && t("spin.fairness.hashMismatch")}{" "}
            {!verdict.segmentMatches && t("spin.fairness.segmentMismatch", { expected: verdict.expectedSegment, recorded: proof.segment })}
          </span>
        </p>
      )}
      <section className="fair-card" aria-labelledby="fair-spin-result">
        <h2 id="fair-spin-result" className="fair-card__title">
          {t("spin.fairness.resultTitle")}
        </h2>
        <dl className="fair-seeds">
          <div>
            <dt>{t("spin.fairness.fields.serverSeedHash")}</dt>
            <dd className="fair-mono">{proof.serverSeedHash}</dd>
          </div>
          <div>
            <dt>{t("spin.fairness.computedHash")}</dt>
            <dd className="fair-mono">
              {verdict.computedHash} <Mark ok={verdict.commitmentMatches} />
            </dd>
          </div>
          <div>
            <dt>{t("spin.fairness.drawn")}</dt>
            <dd>
              {t("spin.fairness.segmentOf", { segment: verdict.expectedSegment, count: proof.segments })} <Mark ok={verdict.segmentMatches} />
            </dd>
          </div>
          <div>
            <dt>{t("spin.fairness.fields.segment")}</dt>
            <dd>{t("spin.fairness.segmentOf", { segment: proof.segment, count: proof.segments })}</dd>
          </div>
          <div>
            <dt>{t("spin.fairness.angle")}</dt>
            <dd>{t("spin.fairness.degrees", { value: Math.round(verdict.angle * 100) / 100 })}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
