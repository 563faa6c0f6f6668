-- The words table's GIN indexes without a pending list (issue 39). With fastupdate on, new entries
-- wait in a list every index search reads whole until a vacuum merges it; a freshly seeded
-- catalogue's 12,000 words all sat there (below gin_pending_list_limit, before autovacuum came), and
-- each word count or correction of a search read 290-480 pages. Rebuilt, so no list is left behind.
DROP INDEX "search_words_trgm_gin_idx";--> statement-breakpoint
DROP INDEX "search_words_grams_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_gin_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_grams_idx" ON "search_words" USING gin (search_grams("word")) WITH (fastupdate=false);