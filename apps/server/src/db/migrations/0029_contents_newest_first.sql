-- Searches (issue 22, target 2): a company's contents newest first, the default order of search
-- results. A search matching more contents than it counts (SEARCH_COUNT_BOUND) finds its page by
-- reading them in this order until the page is full, instead of sorting every match
-- (docs/decisions.md, "Field and hashtag search").
CREATE INDEX "contents_company_created_idx" ON "contents" USING btree ("company_id", "created_at" DESC NULLS LAST, "id");
