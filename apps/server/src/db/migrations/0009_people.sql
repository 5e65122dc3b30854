CREATE TABLE "email_templates" (
	"company_id" integer NOT NULL,
	"sent_email_type" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"terms" text,
	"sender" text,
	"inquiry_form" text,
	"privacy_policy" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_company_id_sent_email_type_lang_pk" PRIMARY KEY("company_id","sent_email_type","lang")
);
--> statement-breakpoint
CREATE TABLE "user_content_groups" (
	"user_id" integer NOT NULL,
	"content_group_id" integer NOT NULL,
	CONSTRAINT "user_content_groups_user_id_content_group_id_pk" PRIMARY KEY("user_id","content_group_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "exceeded_session_message_ja" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "exceeded_session_message_en" text;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "import_mode" smallint;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "send_password_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_group_id" integer;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "staff_role_id" integer;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "login_username" text;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_groups" ADD CONSTRAINT "user_content_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_groups" ADD CONSTRAINT "user_content_groups_content_group_id_content_groups_id_fk" FOREIGN KEY ("content_group_id") REFERENCES "public"."content_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_content_groups_group_idx" ON "user_content_groups" USING btree ("content_group_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_group_id_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_group_active_idx" ON "sessions" USING btree ("user_group_id") WHERE "sessions"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_company_name_unique" ON "user_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_company_login_unique" ON "user_groups" USING btree ("company_id",lower("login_username")) WHERE "user_groups"."login_username" is not null;