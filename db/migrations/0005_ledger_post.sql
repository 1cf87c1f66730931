-- Posts a batch of transfers in one call, atomically with the statement that calls it. Plans inside PL/pgSQL are
-- cached per connection, so the hot path costs one round trip and no re-planning.
-- A key seen before with the same fields moves nothing (fresh = false); with other fields the call fails.
-- Balances are changed after every row is written, one account at a time in id order, so concurrent batches
-- never deadlock; the no-overdraft CHECK constraint is the final word on funds.
CREATE FUNCTION ledger_post(
  p_keys text[], p_debits uuid[], p_credits uuid[], p_amounts bigint[],
  p_currencies ledger_currency[], p_kinds text[], p_refs text[]
) RETURNS TABLE(ord int, transfer_id uuid, fresh boolean) LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(array_length(p_keys, 1), 0);
  i int;
  v_id uuid;
  r ledger_transfers%ROWTYPE;
  fresh_idx int[] := '{}';
  acc record;
BEGIN
  FOR i IN 1..n LOOP
    v_id := NULL;
    INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, currency, kind, reference)
    VALUES (p_keys[i], p_debits[i], p_credits[i], p_amounts[i], p_currencies[i], p_kinds[i], p_refs[i])
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      SELECT * INTO r FROM ledger_transfers t WHERE t.idempotency_key = p_keys[i];
      IF (r.debit_account_id, r.credit_account_id, r.amount, r.currency, r.kind, r.reference)
         IS DISTINCT FROM (p_debits[i], p_credits[i], p_amounts[i], p_currencies[i], p_kinds[i], p_refs[i]) THEN
        RAISE EXCEPTION 'idempotency key reused with different fields: %', p_keys[i] USING ERRCODE = 'P0409';
      END IF;
      ord := i - 1; transfer_id := r.id; fresh := false;
    ELSE
      fresh_idx := fresh_idx || i;
      ord := i - 1; transfer_id := v_id; fresh := true;
    END IF;
    RETURN NEXT;
  END LOOP;
  FOR acc IN
    SELECT d.account, sum(d.delta) AS delta FROM (
      SELECT p_debits[k] AS account, -p_amounts[k] AS delta FROM unnest(fresh_idx) AS k
      UNION ALL SELECT p_credits[k], p_amounts[k] FROM unnest(fresh_idx) AS k
    ) d GROUP BY d.account ORDER BY d.account
  LOOP
    IF acc.delta <> 0 THEN
      UPDATE ledger_accounts SET balance = balance + acc.delta WHERE id = acc.account;
    END IF;
  END LOOP;
END;
$$;
