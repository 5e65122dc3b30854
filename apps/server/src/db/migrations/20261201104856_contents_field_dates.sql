-- Field search (issue 22, target 2): a date, month or year range on a custom field finds its
-- contents through the field's date (content.tables.ts, fieldDateSql), with the company, where it
-- read every content of the company (a year range over 10,000 books: 8 → 2 ms).
CREATE INDEX "contents_param1_date_idx" ON "contents" USING btree ("company_id", (translate(left("param1", 10), '/.', '--') collate "C"));--> statement-breakpoint
CREATE INDEX "contents_param2_date_idx" ON "contents" USING btree ("company_id", (translate(left("param2", 10), '/.', '--') collate "C"));--> statement-breakpoint
CREATE INDEX "contents_param3_date_idx" ON "contents" USING btree ("company_id", (translate(left("param3", 10), '/.', '--') collate "C"));--> statement-breakpoint
CREATE INDEX "contents_param4_date_idx" ON "contents" USING btree ("company_id", (translate(left("param4", 10), '/.', '--') collate "C"));--> statement-breakpoint
CREATE INDEX "contents_param5_date_idx" ON "contents" USING btree ("company_id", (translate(left("param5", 10), '/.', '--') collate "C"));
