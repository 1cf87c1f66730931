CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_kind_created_idx" ON "ledger_transfers" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "game_records_started_idx" ON "game_records" USING btree ("started_at");