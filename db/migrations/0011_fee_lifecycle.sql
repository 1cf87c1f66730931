-- The fee lifecycle every paid game goes through (hold on a seat, release before the start, refund, settle), each
-- step one statement with the accounts found or made inside it, and the wallet line a player reads written by the
-- same call that writes its transfer (issue 14).

-- An account found by its identity, or made. One branch per identity shape so each lookup uses the identity index.
-- After a conflict the row was committed by another transaction, which the next statement's snapshot sees.
CREATE FUNCTION ledger_account(p_kind ledger_account_kind, p_currency ledger_currency, p_owner uuid, p_ref text)
RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
  v_try int;
BEGIN
  FOR v_try IN 1..2 LOOP
    IF p_owner IS NOT NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a
       WHERE a.kind = p_kind AND a.currency = p_currency AND a.owner_id = p_owner AND a.ref IS NOT DISTINCT FROM p_ref;
    ELSIF p_ref IS NOT NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a
       WHERE a.kind = p_kind AND a.currency = p_currency AND a.owner_id IS NULL AND a.ref = p_ref;
    ELSE
      SELECT a.id INTO v_id FROM ledger_accounts a
       WHERE a.kind = p_kind AND a.currency = p_currency AND a.owner_id IS NULL AND a.ref IS NULL;
    END IF;
    IF v_id IS NOT NULL THEN RETURN v_id; END IF;
    INSERT INTO ledger_accounts (kind, currency, owner_id, ref, allow_negative)
    VALUES (p_kind, p_currency, p_owner, p_ref, p_kind IN ('mint', 'bonus'))
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_id;
    IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  END LOOP;
  RAISE EXCEPTION 'ledger account % % % % could not be found or made', p_kind, p_currency, p_owner, p_ref;
END;
$$;
--> statement-breakpoint
-- ledger_post as in 0005, and for each fresh transfer that names a player the wallet line they read (same amount,
-- currency and reference, status SUCCESS). A replayed transfer writes no line either.
DROP FUNCTION ledger_post(text[], uuid[], uuid[], bigint[], ledger_currency[], text[], text[]);
--> statement-breakpoint
CREATE FUNCTION ledger_post(
  p_keys text[], p_debits uuid[], p_credits uuid[], p_amounts bigint[],
  p_currencies ledger_currency[], p_kinds text[], p_refs text[],
  p_line_users uuid[] DEFAULT '{}', p_line_types wallet_tx_type[] DEFAULT '{}', p_line_texts text[] DEFAULT '{}'
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
      IF p_line_users[i] IS NOT NULL THEN
        INSERT INTO wallet_transactions (user_id, type, status, currency, amount, reference, description)
        VALUES (p_line_users[i], p_line_types[i], 'SUCCESS', p_currencies[i], p_amounts[i], p_refs[i], p_line_texts[i]);
      END IF;
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
--> statement-breakpoint
-- Who has a fee in a game's escrow, read from the ledger itself: each payer's wallet, what they still have in it
-- (holds less releases) and how many times they were released (a hold after a rejoin is named by that count).
CREATE FUNCTION game_fee_seats(p_game_id text)
RETURNS TABLE(user_id uuid, wallet uuid, held bigint, releases int) LANGUAGE sql STABLE AS $$
  SELECT a.owner_id, a.id,
         sum(CASE WHEN t.kind = 'entry_fee' THEN t.amount ELSE -t.amount END)::bigint,
         (count(*) FILTER (WHERE t.kind = 'release'))::int
    FROM ledger_transfers t
    JOIN ledger_accounts a ON a.id = CASE WHEN t.kind = 'entry_fee' THEN t.debit_account_id ELSE t.credit_account_id END
   WHERE t.reference = p_game_id AND t.kind IN ('entry_fee', 'release') AND a.owner_id IS NOT NULL
   GROUP BY a.owner_id, a.id
$$;
--> statement-breakpoint
-- A seat's entry fee: the game's escrow row is made or found and locked (ON CONFLICT DO UPDATE locks like FOR
-- UPDATE), then player → escrow with its wallet line. Answers 'held', 'seated' (held before: nothing moves),
-- 'closed' (settled or refunded) or 'mismatch' (another fee or currency). Too few coins fails the no-overdraft check.
CREATE FUNCTION game_fee_hold(
  p_game_id text, p_game text, p_currency ledger_currency, p_fee bigint, p_process text, p_user uuid, p_line text
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  e game_escrows%ROWTYPE;
  v_held bigint;
  v_releases int;
BEGIN
  INSERT INTO game_escrows (id, game, currency, fee, process_id) VALUES (p_game_id, p_game, p_currency, p_fee, p_process)
  ON CONFLICT (id) DO UPDATE SET id = excluded.id
  RETURNING * INTO e;
  IF e.status <> 'open' THEN RETURN 'closed'; END IF;
  IF e.fee <> p_fee OR e.currency <> p_currency THEN RETURN 'mismatch'; END IF;
  SELECT s.held, s.releases INTO v_held, v_releases FROM game_fee_seats(p_game_id) s WHERE s.user_id = p_user;
  IF coalesce(v_held, 0) > 0 THEN RETURN 'seated'; END IF;
  PERFORM ledger_post(
    ARRAY['hold:' || p_game_id || ':' || p_user || ':' || coalesce(v_releases, 0)],
    ARRAY[ledger_account('user', p_currency, p_user, NULL)], ARRAY[ledger_account('escrow', p_currency, NULL, p_game_id)],
    ARRAY[p_fee], ARRAY[p_currency], ARRAY['entry_fee'], ARRAY[p_game_id],
    ARRAY[p_user], ARRAY['ENTRY_FEE'::wallet_tx_type], ARRAY[p_line]);
  RETURN 'held';
END;
$$;
--> statement-breakpoint
-- A player who leaves before the start: what they hold goes back (escrow row locked), with its wallet line
-- (p_line is a format whose %s is the game). Answers the amount returned, 0 when there was nothing to return.
CREATE FUNCTION game_fee_release(p_game_id text, p_user uuid, p_line text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  e game_escrows%ROWTYPE;
  s record;
BEGIN
  SELECT * INTO e FROM game_escrows WHERE id = p_game_id FOR UPDATE;
  IF NOT FOUND OR e.status <> 'open' THEN RETURN 0; END IF;
  SELECT * INTO s FROM game_fee_seats(p_game_id) f WHERE f.user_id = p_user;
  IF NOT FOUND OR s.held <= 0 THEN RETURN 0; END IF;
  PERFORM ledger_post(
    ARRAY['release:' || p_game_id || ':' || p_user || ':' || s.releases],
    ARRAY[ledger_account('escrow', e.currency, NULL, p_game_id)], ARRAY[s.wallet],
    ARRAY[s.held], ARRAY[e.currency], ARRAY['release'], ARRAY[p_game_id],
    ARRAY[p_user], ARRAY['REFUND'::wallet_tx_type], ARRAY[format(p_line, e.game)]);
  RETURN s.held;
END;
$$;
--> statement-breakpoint
-- A game that cannot finish: every held fee back with its wallet line (p_line: %s is the game), the escrow marked
-- refunded. Answers 'refunded', or why nothing moved: 'missing', 'was refunded' or 'settled'.
CREATE FUNCTION game_fee_refund(p_game_id text, p_line text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  e game_escrows%ROWTYPE;
  v_escrow uuid;
  v_keys text[];
  v_users uuid[];
  v_wallets uuid[];
  v_amounts bigint[];
  v_n int;
BEGIN
  SELECT * INTO e FROM game_escrows WHERE id = p_game_id FOR UPDATE;
  IF NOT FOUND THEN RETURN 'missing'; END IF;
  IF e.status = 'refunded' THEN RETURN 'was refunded'; END IF;
  IF e.status = 'settled' THEN RETURN 'settled'; END IF;
  SELECT array_agg('refund:' || p_game_id || ':' || s.user_id), array_agg(s.user_id), array_agg(s.wallet), array_agg(s.held)
    INTO v_keys, v_users, v_wallets, v_amounts
    FROM game_fee_seats(p_game_id) s WHERE s.held > 0;
  v_n := coalesce(array_length(v_users, 1), 0);
  IF v_n > 0 THEN
    v_escrow := ledger_account('escrow', e.currency, NULL, p_game_id);
    PERFORM ledger_post(
      v_keys, array_fill(v_escrow, ARRAY[v_n]), v_wallets, v_amounts,
      array_fill(e.currency, ARRAY[v_n]), array_fill('refund'::text, ARRAY[v_n]), array_fill(p_game_id, ARRAY[v_n]),
      v_users, array_fill('REFUND'::wallet_tx_type, ARRAY[v_n]), array_fill(format(p_line, e.game), ARRAY[v_n]));
  END IF;
  UPDATE game_escrows SET status = 'refunded', closed_at = now() WHERE id = p_game_id;
  RETURN 'refunded';
END;
$$;
--> statement-breakpoint
-- What a settlement needs (read without a lock: game_fee_settle checks it again under one): the escrow's status and
-- game, and while open its escrow and house accounts (the house sub-account named by p_house_ref, made when first
-- used), the payout rule for this player count (exact count, then any; none: the platform default) and each payer's
-- seat as JSON [{ userId, wallet, held }] in user order. No row when there is no such game.
CREATE FUNCTION game_fee_pot(p_game_id text, p_house_ref text)
RETURNS TABLE(status game_escrow_status, game text, currency ledger_currency, escrow uuid, house uuid,
              commission_bps int, shares jsonb, seats jsonb) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  e game_escrows%ROWTYPE;
  v_players int;
BEGIN
  SELECT * INTO e FROM game_escrows g WHERE g.id = p_game_id;
  IF NOT FOUND THEN RETURN; END IF;
  status := e.status;
  game := e.game;
  currency := e.currency;
  IF e.status = 'open' THEN
    escrow := ledger_account('escrow', e.currency, NULL, p_game_id);
    house := ledger_account('house', e.currency, NULL, p_house_ref);
    seats := game_fee_held(p_game_id);
    v_players := jsonb_array_length(seats);
    SELECT r.commission_bps, r.shares INTO commission_bps, shares
      FROM payout_rules r WHERE r.game = e.game AND r.players IN (v_players, 0)
     ORDER BY r.players DESC LIMIT 1;
  END IF;
  RETURN NEXT;
END;
$$;
--> statement-breakpoint
-- Each payer still in a game, as game_fee_pot answers and game_fee_settle compares: [{ userId, wallet, held }].
-- PL/pgSQL rather than SQL: a scalar SQL function with an aggregate is not inlined and would be planned on every call.
CREATE FUNCTION game_fee_held(p_game_id text) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(jsonb_agg(jsonb_build_object('userId', s.user_id, 'wallet', s.wallet, 'held', s.held) ORDER BY s.user_id), '[]'::jsonb)
            FROM game_fee_seats(p_game_id) s WHERE s.held > 0);
END;
$$;
--> statement-breakpoint
-- Pays a settlement decided from game_fee_pot (escrow → each credit, with the players' wallet lines) and closes the
-- escrow as settled with its ranking, under the escrow row's lock. If the game is no longer open or its seats are
-- not what was read, nothing moves and it fails with SQLSTATE P0410: the caller reads the pot again.
CREATE FUNCTION game_fee_settle(
  p_game_id text, p_ranking jsonb, p_seats jsonb,
  p_keys text[], p_credits uuid[], p_amounts bigint[], p_kinds text[],
  p_line_users uuid[], p_line_types wallet_tx_type[], p_line_texts text[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  e game_escrows%ROWTYPE;
  n int := coalesce(array_length(p_keys, 1), 0);
BEGIN
  SELECT * INTO e FROM game_escrows WHERE id = p_game_id FOR UPDATE;
  IF NOT FOUND OR e.status <> 'open' OR game_fee_held(p_game_id) IS DISTINCT FROM p_seats THEN
    RAISE EXCEPTION 'the pot of game % changed since it was read', p_game_id USING ERRCODE = 'P0410';
  END IF;
  IF n > 0 THEN
    PERFORM ledger_post(
      p_keys, array_fill(ledger_account('escrow', e.currency, NULL, p_game_id), ARRAY[n]), p_credits, p_amounts,
      array_fill(e.currency, ARRAY[n]), p_kinds, array_fill(p_game_id, ARRAY[n]), p_line_users, p_line_types, p_line_texts);
  END IF;
  UPDATE game_escrows SET status = 'settled', result = p_ranking, closed_at = now() WHERE id = p_game_id;
END;
$$;
