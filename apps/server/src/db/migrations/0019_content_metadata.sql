ALTER TABLE "contents" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "fill_from_file" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "cover_uploaded" boolean DEFAULT false NOT NULL;