ALTER TABLE "content_views" ADD COLUMN "viewer_key" text;--> statement-breakpoint
ALTER TABLE "content_views" ADD COLUMN "view_hour" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viewer_tokens" ADD COLUMN "view_link_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "content_views_once_an_hour" ON "content_views" USING btree ("content_id","viewer_key","view_hour");