ALTER TABLE "user_subscription_plans" ADD COLUMN "notified_period" integer;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD COLUMN "renewal_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "user_subscription_plans_renewal_idx" ON "user_subscription_plans" USING btree ("next_billing_at","id") WHERE status = 'ACTIVE';