CREATE TABLE "csv_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "csv_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"progress_state" smallint DEFAULT 2 NOT NULL,
	"request_status" smallint,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"error_file_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_texts" (
	"content_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"page_number" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "content_texts_content_id_page_number_pk" PRIMARY KEY("content_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "content_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"content_id" text NOT NULL,
	"user_id" integer,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"content_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"content_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "reading_states" (
	"user_id" integer NOT NULL,
	"content_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"content_group_id" integer,
	"location" text,
	"progress" real,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_states_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "viewer_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"content_id" text NOT NULL,
	"content_group_id" integer,
	"user_id" integer,
	"session_id" uuid,
	"visitor_hash" text,
	"print_mode" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watermarks" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"watermark_content" text NOT NULL,
	"font_size" integer NOT NULL,
	"color" text NOT NULL,
	"opacity" integer NOT NULL,
	"position" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_group_content_groups" (
	"user_group_id" integer NOT NULL,
	"content_group_id" integer NOT NULL,
	CONSTRAINT "user_group_content_groups_user_group_id_content_group_id_pk" PRIMARY KEY("user_group_id","content_group_id")
);
--> statement-breakpoint
ALTER TABLE "content_groups" ADD COLUMN "printable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "optimized_file_key" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "cover_key" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "encoding_error" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "detail_id" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "view_token" text;--> statement-breakpoint
UPDATE "contents" SET "detail_id" = replace(gen_random_uuid()::text, '-', ''), "view_token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "contents" ALTER COLUMN "detail_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ALTER COLUMN "view_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_texts" ADD CONSTRAINT "content_texts_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_texts" ADD CONSTRAINT "content_texts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_content_group_id_content_groups_id_fk" FOREIGN KEY ("content_group_id") REFERENCES "public"."content_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_states" ADD CONSTRAINT "reading_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_states" ADD CONSTRAINT "reading_states_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_states" ADD CONSTRAINT "reading_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_states" ADD CONSTRAINT "reading_states_content_group_id_content_groups_id_fk" FOREIGN KEY ("content_group_id") REFERENCES "public"."content_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_tokens" ADD CONSTRAINT "viewer_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_tokens" ADD CONSTRAINT "viewer_tokens_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_tokens" ADD CONSTRAINT "viewer_tokens_content_group_id_content_groups_id_fk" FOREIGN KEY ("content_group_id") REFERENCES "public"."content_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_tokens" ADD CONSTRAINT "viewer_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watermarks" ADD CONSTRAINT "watermarks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_content_groups" ADD CONSTRAINT "user_group_content_groups_user_group_id_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_content_groups" ADD CONSTRAINT "user_group_content_groups_content_group_id_content_groups_id_fk" FOREIGN KEY ("content_group_id") REFERENCES "public"."content_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_imports_company_idx" ON "csv_imports" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "content_texts_company_idx" ON "content_texts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "content_views_company_time_idx" ON "content_views" USING btree ("company_id","viewed_at");--> statement-breakpoint
CREATE INDEX "favorites_company_idx" ON "favorites" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "reading_states_recent_idx" ON "reading_states" USING btree ("user_id","last_opened_at");--> statement-breakpoint
CREATE INDEX "viewer_tokens_expiry_idx" ON "viewer_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_group_content_groups_group_idx" ON "user_group_content_groups" USING btree ("content_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_detail_id_unique" ON "contents" USING btree ("detail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_view_token_unique" ON "contents" USING btree ("view_token");