CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "content_hashtags" (
	"content_id" text NOT NULL,
	"hashtag_id" integer NOT NULL,
	CONSTRAINT "content_hashtags_content_id_hashtag_id_pk" PRIMARY KEY("content_id","hashtag_id")
);
--> statement-breakpoint
CREATE TABLE "hashtags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hashtags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"search_box_ordinal" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_field_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_field_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"field" text NOT NULL,
	"title" text,
	"size" smallint DEFAULT 12 NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"label" text NOT NULL,
	"search_fields" jsonb NOT NULL,
	"type" smallint NOT NULL,
	"operation" text DEFAULT 'AND' NOT NULL,
	"match_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_full_text" boolean DEFAULT false NOT NULL,
	"placeholder" text,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_buttons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_buttons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"action" text NOT NULL,
	"url" text,
	"background_color" text,
	"text_color" text,
	"ordinal" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"tab_setting" jsonb,
	"search_result_setting" jsonb,
	"content_search_result_setting" jsonb,
	"hashtag_setting" jsonb,
	"multiple_select_hashtag" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_tabs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_tabs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_group_id" integer,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sort_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sort_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"field" smallint NOT NULL,
	"title" text NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"is_asc_default" boolean DEFAULT true NOT NULL,
	"is_sort_field_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"company_id" integer NOT NULL,
	"term" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_terms_company_id_term_pk" PRIMARY KEY("company_id","term")
);
--> statement-breakpoint
ALTER TABLE "content_texts" ADD COLUMN "search_tokens" "tsvector";--> statement-breakpoint
ALTER TABLE "content_hashtags" ADD CONSTRAINT "content_hashtags_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_hashtags" ADD CONSTRAINT "content_hashtags_hashtag_id_hashtags_id_fk" FOREIGN KEY ("hashtag_id") REFERENCES "public"."hashtags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hashtags" ADD CONSTRAINT "hashtags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_field_settings" ADD CONSTRAINT "content_field_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_boxes" ADD CONSTRAINT "search_boxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_buttons" ADD CONSTRAINT "search_buttons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_settings" ADD CONSTRAINT "search_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_tabs" ADD CONSTRAINT "search_tabs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_tabs" ADD CONSTRAINT "search_tabs_content_group_id_content_groups_id_fk" FOREIGN KEY ("content_group_id") REFERENCES "public"."content_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sort_fields" ADD CONSTRAINT "sort_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_hashtags_hashtag_idx" ON "content_hashtags" USING btree ("hashtag_id");--> statement-breakpoint
CREATE INDEX "hashtags_company_idx" ON "hashtags" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hashtags_company_name_unique" ON "hashtags" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "content_field_settings_company_idx" ON "content_field_settings" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "search_boxes_company_idx" ON "search_boxes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "search_buttons_company_idx" ON "search_buttons" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "search_tabs_company_idx" ON "search_tabs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sort_fields_company_idx" ON "sort_fields" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "content_texts_search_idx" ON "content_texts" USING gin ("company_id","search_tokens");