CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"domain" text NOT NULL,
	"max_content" integer DEFAULT 1 NOT NULL,
	"max_user" integer DEFAULT 1 NOT NULL,
	"account_type" text DEFAULT 'ALL' NOT NULL,
	"strict_password" boolean DEFAULT false NOT NULL,
	"allow_forgot_password" boolean DEFAULT true NOT NULL,
	"allow_login_by_ip_address" boolean DEFAULT false NOT NULL,
	"allow_change_password" boolean DEFAULT true NOT NULL,
	"allow_cancel_account" boolean DEFAULT true NOT NULL,
	"google_option" text DEFAULT 'NONE' NOT NULL,
	"google_client_id" text,
	"google_client_secret" text,
	"google_auto_load" boolean DEFAULT false NOT NULL,
	"title_of_email_field" text,
	"title_of_password_field" text,
	"show_subscription_status" boolean DEFAULT false NOT NULL,
	"show_link_register_user" boolean DEFAULT false NOT NULL,
	"option_import_user" integer DEFAULT 1 NOT NULL,
	"title_page" text,
	"view_page" integer DEFAULT 2 NOT NULL,
	"setting_login" integer DEFAULT 0 NOT NULL,
	"session_minutes" integer,
	"ip_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_key" text,
	"favicon_key" text,
	"email_sender" text,
	"view_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'NORMAL' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"num_row" integer DEFAULT 1 NOT NULL,
	"item_size" integer DEFAULT 10 NOT NULL,
	"is_wrap_line" boolean DEFAULT false NOT NULL,
	"ref_code" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_group_contents" (
	"content_group_id" integer NOT NULL,
	"content_id" text NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_group_contents_content_group_id_content_id_pk" PRIMARY KEY("content_group_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"keywords" text,
	"toc" text,
	"description" text,
	"distributor_name" text,
	"param1" text,
	"param2" text,
	"param3" text,
	"param4" text,
	"param5" text,
	"file_type" text DEFAULT 'pdf' NOT NULL,
	"file_name" text,
	"file_key" text,
	"file_size" bigint,
	"page_count" integer,
	"encoding_status" smallint DEFAULT 1 NOT NULL,
	"view_mode" smallint DEFAULT 1 NOT NULL,
	"print_mode" smallint DEFAULT 0 NOT NULL,
	"ribbon" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"max_user" integer DEFAULT 1 NOT NULL,
	"session_limit" integer DEFAULT 0 NOT NULL,
	"ip_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"expiry_period_days" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"role_level" smallint NOT NULL,
	"email" text,
	"username" text,
	"full_name" text NOT NULL,
	"password_hash" text,
	"lang" text DEFAULT 'ja' NOT NULL,
	"user_group_id" integer,
	"account_status" smallint DEFAULT 0 NOT NULL,
	"google_subject" text,
	"access_expires_at" timestamp with time zone,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"param01" text,
	"param02" text,
	"param03" text,
	"param04" text,
	"param05" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_groups" ADD CONSTRAINT "content_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_group_contents" ADD CONSTRAINT "content_group_contents_content_group_id_content_groups_id_fk" FOREIGN KEY ("content_group_id") REFERENCES "public"."content_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_group_contents" ADD CONSTRAINT "content_group_contents_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_group_id_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_domain_unique" ON "companies" USING btree (lower("domain"));--> statement-breakpoint
CREATE INDEX "content_groups_company_idx" ON "content_groups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "content_group_contents_content_idx" ON "content_group_contents" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "contents_company_idx" ON "contents" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_groups_company_idx" ON "user_groups" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_unique" ON "users" USING btree ("company_id",lower("email")) WHERE "users"."company_id" is not null and "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_username_unique" ON "users" USING btree ("company_id",lower("username")) WHERE "users"."company_id" is not null and "users"."username" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_system_admin_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."company_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_google_unique" ON "users" USING btree ("company_id","google_subject") WHERE "users"."google_subject" is not null;--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");