CREATE TABLE "payment_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"card_id" text,
	"masked_card" text,
	"card_expire" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"plan_id" integer,
	"plan_name" text NOT NULL,
	"registration_id" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"period" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"tax" integer NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"free_days" integer DEFAULT 0 NOT NULL,
	"three_d_secure" boolean DEFAULT false NOT NULL,
	"token_hash" text,
	"challenge_html" text,
	"masked_card" text,
	"v_result_code" text,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_registration_id_user_subscription_plans_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."user_subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_account_unique" ON "payment_accounts" USING btree ("company_id","account_id");--> statement-breakpoint
CREATE INDEX "payment_orders_company_idx" ON "payment_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_pending_idx" ON "payment_orders" USING btree ("updated_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_token_unique" ON "payment_orders" USING btree ("company_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_pending_first" ON "payment_orders" USING btree ("user_id","plan_id") WHERE status = 'PENDING' and kind = 'FIRST';