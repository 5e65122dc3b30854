CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"expiry_date" timestamp with time zone,
	"number_of_usages" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_ordinals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_ordinals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plan_content_groups" (
	"plan_id" integer NOT NULL,
	"content_group_id" integer NOT NULL,
	CONSTRAINT "subscription_plan_content_groups_plan_id_content_group_id_pk" PRIMARY KEY("plan_id","content_group_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_key" text,
	"price" integer NOT NULL,
	"discount_price" integer,
	"duration" integer NOT NULL,
	"duration_type" integer NOT NULL,
	"number_free_term" integer DEFAULT 0 NOT NULL,
	"term_type" text DEFAULT 'BY_DAYS' NOT NULL,
	"subscription_type" integer DEFAULT 1 NOT NULL,
	"discount_type" text DEFAULT 'NONE' NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_subscription_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_subscription_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"plan_id" integer,
	"plan_name" text NOT NULL,
	"status" text NOT NULL,
	"price" integer NOT NULL,
	"period" integer NOT NULL,
	"number_free_term" integer DEFAULT 0 NOT NULL,
	"first_payment_at" timestamp with time zone,
	"period_started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"next_billing_at" timestamp with time zone,
	"coupon_id" integer,
	"coupon_code" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_ordinals" ADD CONSTRAINT "discount_ordinals_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_content_groups" ADD CONSTRAINT "subscription_plan_content_groups_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_content_groups" ADD CONSTRAINT "subscription_plan_content_groups_content_group_id_content_groups_id_fk" FOREIGN KEY ("content_group_id") REFERENCES "public"."content_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD CONSTRAINT "user_subscription_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD CONSTRAINT "user_subscription_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD CONSTRAINT "user_subscription_plans_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD CONSTRAINT "user_subscription_plans_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_company_code_unique" ON "coupons" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_ordinals_plan_ordinal_unique" ON "discount_ordinals" USING btree ("plan_id","ordinal");--> statement-breakpoint
CREATE INDEX "subscription_plan_content_groups_group_idx" ON "subscription_plan_content_groups" USING btree ("content_group_id");--> statement-breakpoint
CREATE INDEX "subscription_plans_company_idx" ON "subscription_plans" USING btree ("company_id","ordinal");--> statement-breakpoint
CREATE INDEX "user_subscription_plans_user_idx" ON "user_subscription_plans" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "user_subscription_plans_plan_idx" ON "user_subscription_plans" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "user_subscription_plans_due_idx" ON "user_subscription_plans" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscription_plans_one_held" ON "user_subscription_plans" USING btree ("user_id","plan_id") WHERE status <> 'EXPIRED';