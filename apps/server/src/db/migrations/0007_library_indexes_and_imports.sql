CREATE TABLE "csv_import_errors" (
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "csv_import_errors_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "csv_import_errors" ADD CONSTRAINT "csv_import_errors_import_id_csv_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "csv_imports_one_running" ON "csv_imports" USING btree ("company_id","kind") WHERE "csv_imports"."request_status" = 0;--> statement-breakpoint
CREATE INDEX "content_views_content_time_idx" ON "content_views" USING btree ("content_id","viewed_at");