CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"listings" integer NOT NULL
);
--> statement-breakpoint
-- The distinct words of a search text (split where normalizeSearchText leaves a space or the
-- separator), sorted: a query word matches a listing exactly when it is inside one of these.
CREATE FUNCTION search_text_words(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}') FROM regexp_split_to_table(t, '\s+') w WHERE w <> ''
$$;--> statement-breakpoint
-- Adds each delta to its word's count, a word at a time in word order (two listing writes that
-- share words lock them in the same order, so they queue instead of deadlocking); a word no
-- on-shelf listing has any more goes.
CREATE FUNCTION search_words_change(words text[], deltas integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_words AS s (word, listings)
  SELECT w, d FROM unnest(words, deltas) AS u(w, d) WHERE d <> 0 ORDER BY w
  ON CONFLICT (word) DO UPDATE SET listings = s.listings + excluded.listings;
  DELETE FROM search_words WHERE word = ANY (words) AND listings <= 0;
$$;--> statement-breakpoint
-- Inserts and deletes count per statement (a seed of 5,000 listings touches each word once).
CREATE FUNCTION search_words_listings_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_change(array_agg(w), array_agg(n)) FROM (
    SELECT w, count(*)::integer AS n FROM new_listings l, unnest(search_text_words(l.search_text)) w
    WHERE l.on_shelf GROUP BY w) c;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_words_listings_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_change(array_agg(w), array_agg(n)) FROM (
    SELECT w, -count(*)::integer AS n FROM old_listings l, unnest(search_text_words(l.search_text)) w
    WHERE l.on_shelf GROUP BY w) c;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Updates count per row, and only those that change the text or the shelf state: stock, sales and
-- view updates (the hot writes) do not fire it.
CREATE FUNCTION search_words_listing_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_change(array_agg(w), array_agg(n)) FROM (
    SELECT w, sum(d)::integer AS n FROM (
      SELECT unnest(search_text_words(NEW.search_text)) AS w, 1 AS d WHERE NEW.on_shelf
      UNION ALL
      SELECT unnest(search_text_words(OLD.search_text)), -1 WHERE OLD.on_shelf) c
    GROUP BY w HAVING sum(d) <> 0) c;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_words_listings_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON seller_goods
  REFERENCING NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION search_words_listings_inserted();--> statement-breakpoint
CREATE TRIGGER search_words_delete AFTER DELETE ON seller_goods
  REFERENCING OLD TABLE AS old_listings FOR EACH STATEMENT EXECUTE FUNCTION search_words_listings_deleted();--> statement-breakpoint
CREATE TRIGGER search_words_update AFTER UPDATE OF search_text, on_shelf ON seller_goods FOR EACH ROW
  WHEN (OLD.on_shelf IS DISTINCT FROM NEW.on_shelf OR OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION search_words_listing_updated();--> statement-breakpoint
CREATE TRIGGER search_words_truncate AFTER TRUNCATE ON seller_goods
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_listings_truncated();--> statement-breakpoint
INSERT INTO search_words (word, listings)
SELECT w, count(*) FROM seller_goods l, unnest(search_text_words(l.search_text)) w
WHERE l.on_shelf GROUP BY w;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- 1-2 character words (trigrams cannot serve them) found in the vocabulary through an index too.
CREATE INDEX "search_words_grams_idx" ON "search_words" USING gin (search_grams("word"));
