ALTER TABLE "companies" ADD COLUMN "title_page_en" text;--> statement-breakpoint
ALTER TABLE "content_groups" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "hashtags" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "content_field_settings" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "search_boxes" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "search_boxes" ADD COLUMN "placeholder_en" text;--> statement-breakpoint
ALTER TABLE "search_tabs" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "sort_fields" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "name_en" text;--> statement-breakpoint
-- The default groups were named in both languages in one field ("おすすめ / Featured"): split
-- them into the name and its English variant, unless their administrator renamed them.
UPDATE "content_groups" SET "name" = 'おすすめ', "name_en" = 'Featured'
  WHERE "is_default" AND "type" = 'NORMAL' AND "name" = 'おすすめ / Featured' AND "name_en" IS NULL;--> statement-breakpoint
UPDATE "content_groups" SET "name" = 'お気に入り', "name_en" = 'Favourites'
  WHERE "is_default" AND "type" = 'FAVORITE' AND "name" = 'お気に入り / Favourites' AND "name_en" IS NULL;--> statement-breakpoint
-- The default user group was "Default" in every language; Japanese administrators now see 既定
-- (a company that already has a group called 既定 keeps "Default").
UPDATE "user_groups" AS g SET "name" = '既定', "name_en" = 'Default'
  WHERE g."is_default" AND g."name" = 'Default' AND g."name_en" IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM "user_groups" AS o
      WHERE o."company_id" = g."company_id" AND lower(o."name") = '既定'
    );
