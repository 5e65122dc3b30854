ALTER TABLE "companies" ADD COLUMN "veritrans_merchant_ccid" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "veritrans_secret_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "veritrans_token_api_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "veritrans_test_mode" boolean DEFAULT true NOT NULL;