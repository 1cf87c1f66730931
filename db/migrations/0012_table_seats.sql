CREATE TYPE "public"."table_seat_status" AS ENUM('open', 'closed');--> statement-breakpoint
ALTER TYPE "public"."wallet_tx_type" ADD VALUE 'BUY_IN';--> statement-breakpoint
ALTER TYPE "public"."wallet_tx_type" ADD VALUE 'CASH_OUT';--> statement-breakpoint
CREATE TABLE "table_seats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"room_id" text NOT NULL,
	"user_id" uuid,
	"currency" "ledger_currency" NOT NULL,
	"status" "table_seat_status" DEFAULT 'open' NOT NULL,
	"buy_ins" integer DEFAULT 0 NOT NULL,
	"process_id" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "table_seats" ADD CONSTRAINT "table_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_seats_open_idx" ON "table_seats" USING btree ("status","heartbeat_at");--> statement-breakpoint
CREATE INDEX "table_seats_user_idx" ON "table_seats" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_records_players_idx" ON "game_records" USING gin ("players" jsonb_path_ops);--> statement-breakpoint
-- Tables that play hand after hand (Flash, issue 16): a seat's chips live in the escrow account 'seat:<id>'. Every
-- step is one statement that finds its accounts itself and writes through ledger_post (with the player's wallet line
-- for what crosses the wallet: the buy-in and the cash-out). Hands never write wallet lines: the stack is the seat's.

-- A Flash winner pays this share of what they won from the others (not of their own chips back): 5%, in basis points.
INSERT INTO payout_rules (game, players, commission_bps, shares) VALUES ('flash', 0, 500, '[10000]');
--> statement-breakpoint
-- Chips to a seat: the seat row is made (or found and locked), then wallet → seat with its wallet line; a bot's seat
-- (no user, play money only) is funded from the bonus account. Answers 'held', 'closed' (the seat stood up) or
-- 'mismatch' (the seat is someone else's, or another currency). Too few coins fails the no-overdraft check.
CREATE FUNCTION table_buy_in(
  p_seat uuid, p_game text, p_room text, p_user uuid, p_currency ledger_currency, p_amount bigint, p_process text, p_line text
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  s table_seats%ROWTYPE;
  v_from uuid;
BEGIN
  IF p_user IS NULL AND p_currency <> 'FREE' THEN
    RAISE EXCEPTION 'a seat without a player (a bot) plays for free coins only' USING ERRCODE = 'P0403';
  END IF;
  INSERT INTO table_seats (id, game, room_id, user_id, currency, process_id) VALUES (p_seat, p_game, p_room, p_user, p_currency, p_process)
  ON CONFLICT (id) DO UPDATE SET id = excluded.id
  RETURNING * INTO s;
  IF s.status <> 'open' THEN RETURN 'closed'; END IF;
  IF s.user_id IS DISTINCT FROM p_user OR s.currency <> p_currency THEN RETURN 'mismatch'; END IF;
  v_from := CASE WHEN p_user IS NULL THEN ledger_account('bonus', p_currency, NULL, NULL) ELSE ledger_account('user', p_currency, p_user, NULL) END;
  PERFORM ledger_post(
    ARRAY['buyin:' || p_seat || ':' || s.buy_ins], ARRAY[v_from], ARRAY[ledger_account('escrow', p_currency, NULL, 'seat:' || p_seat)],
    ARRAY[p_amount], ARRAY[p_currency], ARRAY['buy_in'], ARRAY['seat:' || p_seat],
    ARRAY[p_user], ARRAY['BUY_IN'::wallet_tx_type], ARRAY[CASE WHEN p_user IS NULL THEN NULL ELSE p_line END]);
  UPDATE table_seats SET buy_ins = buy_ins + 1, heartbeat_at = now() WHERE id = p_seat;
  RETURN 'held';
END;
$$;
--> statement-breakpoint
-- Stands a seat up: its whole stack back to the wallet (a bot's to the bonus account) with the wallet line, the seat
-- closed. Answers what went back; 0 when the seat was closed already (a second cash-out moves nothing).
CREATE FUNCTION table_cash_out(p_seat uuid, p_line text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  s table_seats%ROWTYPE;
  v_escrow uuid;
  v_to uuid;
  v_stack bigint;
BEGIN
  SELECT * INTO s FROM table_seats WHERE id = p_seat FOR UPDATE;
  IF NOT FOUND OR s.status <> 'open' THEN RETURN 0; END IF;
  v_escrow := ledger_account('escrow', s.currency, NULL, 'seat:' || p_seat);
  SELECT balance INTO v_stack FROM ledger_accounts WHERE id = v_escrow;
  IF v_stack > 0 THEN
    v_to := CASE WHEN s.user_id IS NULL THEN ledger_account('bonus', s.currency, NULL, NULL) ELSE ledger_account('user', s.currency, s.user_id, NULL) END;
    PERFORM ledger_post(
      ARRAY['cashout:' || p_seat], ARRAY[v_escrow], ARRAY[v_to], ARRAY[v_stack], ARRAY[s.currency], ARRAY['cash_out'], ARRAY['seat:' || p_seat],
      ARRAY[s.user_id], ARRAY['CASH_OUT'::wallet_tx_type], ARRAY[CASE WHEN s.user_id IS NULL THEN NULL ELSE format(p_line, s.game) END]);
  END IF;
  UPDATE table_seats SET status = 'closed', closed_at = now() WHERE id = p_seat;
  RETURN coalesce(v_stack, 0);
END;
$$;
--> statement-breakpoint
-- Settles one hand in one statement: the seats of the hand are locked (in id order) and must be open with exactly the
-- stacks the hand started from (else SQLSTATE P0410 and nothing moves: the table's view of its stacks is wrong). Each
-- loser's chips go seat → the hand's pot ('hand:<id>'), each winner gets their net less the commission, the
-- commission goes to the house; the pot ends at zero. Commission per winner: floor(net × bps / 10000), the game's
-- payout rule (500 bps when none). Answers each seat's commission, in the order given. Settling again moves nothing.
CREATE FUNCTION table_settle_hand(
  p_hand text, p_game text, p_currency ledger_currency, p_house_ref text, p_seats uuid[], p_starts bigint[], p_nets bigint[]
) RETURNS bigint[] LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(array_length(p_seats, 1), 0);
  i int;
  v_bps int;
  v_pot uuid;
  v_escrow uuid;
  v_balance bigint;
  v_cut bigint;
  v_cuts bigint[] := '{}';
  k text[] := '{}';
  d uuid[] := '{}';
  c uuid[] := '{}';
  a bigint[] := '{}';
  v_kinds text[] := '{}';
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_transfers WHERE reference = 'hand:' || p_hand) THEN
    -- Settled before (a retry): the same commissions, read back.
    RETURN ARRAY(SELECT coalesce((SELECT t.amount FROM ledger_transfers t WHERE t.idempotency_key = 'hand:' || p_hand || ':cut:' || p_seats[j]), 0)
                   FROM generate_subscripts(p_seats, 1) AS j ORDER BY j);
  END IF;
  PERFORM 1 FROM table_seats WHERE id = ANY(p_seats) AND status = 'open' ORDER BY id FOR UPDATE;
  IF (SELECT count(*) FROM table_seats WHERE id = ANY(p_seats) AND status = 'open') <> n THEN
    RAISE EXCEPTION 'hand %: a seat is not open', p_hand USING ERRCODE = 'P0410';
  END IF;
  IF (SELECT sum(x) FROM unnest(p_nets) AS x) <> 0 THEN
    RAISE EXCEPTION 'hand %: the nets do not sum to zero', p_hand USING ERRCODE = 'P0410';
  END IF;
  SELECT r.commission_bps INTO v_bps FROM payout_rules r WHERE r.game = p_game AND r.players = 0 LIMIT 1;
  v_bps := coalesce(v_bps, 500);
  v_pot := ledger_account('escrow', p_currency, NULL, 'hand:' || p_hand);
  FOR i IN 1..n LOOP
    v_escrow := ledger_account('escrow', p_currency, NULL, 'seat:' || p_seats[i]);
    SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_escrow;
    IF v_balance IS DISTINCT FROM p_starts[i] THEN
      RAISE EXCEPTION 'hand %: seat % holds %, the hand started from %', p_hand, p_seats[i], v_balance, p_starts[i] USING ERRCODE = 'P0410';
    END IF;
    v_cut := CASE WHEN p_nets[i] > 0 THEN (p_nets[i] * v_bps) / 10000 ELSE 0 END;
    v_cuts := v_cuts || v_cut;
    IF p_nets[i] < 0 THEN
      k := k || ('hand:' || p_hand || ':lost:' || p_seats[i]); d := d || v_escrow; c := c || v_pot; a := a || (-p_nets[i]); v_kinds := v_kinds || 'hand_loss'::text;
    ELSIF p_nets[i] - v_cut > 0 THEN
      k := k || ('hand:' || p_hand || ':won:' || p_seats[i]); d := d || v_pot; c := c || v_escrow; a := a || (p_nets[i] - v_cut); v_kinds := v_kinds || 'hand_win'::text;
    END IF;
    IF v_cut > 0 THEN
      k := k || ('hand:' || p_hand || ':cut:' || p_seats[i]); d := d || v_pot; c := c || ledger_account('house', p_currency, NULL, p_house_ref);
      a := a || v_cut; v_kinds := v_kinds || 'commission'::text;
    END IF;
  END LOOP;
  IF array_length(k, 1) > 0 THEN
    PERFORM ledger_post(k, d, c, a, array_fill(p_currency, ARRAY[array_length(k, 1)]), v_kinds, array_fill('hand:' || p_hand, ARRAY[array_length(k, 1)]));
  END IF;
  RETURN v_cuts;
END;
$$;
