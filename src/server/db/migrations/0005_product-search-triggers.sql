-- The catalogue's search index (table product_search) is kept by the database: any change to a
-- product's texts, appellation, colour or grapes rewrites its row, whoever makes the change.

-- The words a colour is searched by, in both languages.
CREATE FUNCTION product_search_colour_words(colour text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE colour
    WHEN 'RED' THEN 'rouge red'
    WHEN 'WHITE' THEN 'blanc white'
    WHEN 'ROSE' THEN 'rosé rose'
    WHEN 'SPARKLING' THEN 'effervescent pétillant bulles sparkling'
    WHEN 'SWEET' THEN 'moelleux liquoreux doux sweet'
    ELSE NULL
  END
$$;
--> statement-breakpoint
-- Rewrites the search row of one product from its current texts; HTML tags are not words.
CREATE FUNCTION product_search_refresh(target integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, french, english, keywords)
  SELECT p.id,
    setweight(to_tsvector('french', unaccent(coalesce(tr.names, ''))), 'A') ||
      setweight(to_tsvector('french', unaccent(concat_ws(' ', p.appellation, grapes.varieties, product_search_colour_words(p.colour)))), 'B') ||
      setweight(to_tsvector('french', unaccent(coalesce(tr.fr_short, ''))), 'C') ||
      setweight(to_tsvector('french', unaccent(regexp_replace(coalesce(tr.fr_long, ''), '<[^>]+>', ' ', 'g'))), 'D'),
    setweight(to_tsvector('english', unaccent(coalesce(tr.names, ''))), 'A') ||
      setweight(to_tsvector('english', unaccent(concat_ws(' ', p.appellation, grapes.varieties, product_search_colour_words(p.colour)))), 'B') ||
      setweight(to_tsvector('english', unaccent(coalesce(tr.en_short, ''))), 'C') ||
      setweight(to_tsvector('english', unaccent(regexp_replace(coalesce(tr.en_long, ''), '<[^>]+>', ' ', 'g'))), 'D'),
    lower(unaccent(concat_ws(' ', tr.names, p.appellation, grapes.varieties, product_search_colour_words(p.colour))))
  FROM product p
  CROSS JOIN LATERAL (
    SELECT string_agg(t.name, ' ') AS names,
      string_agg(t.short_description, ' ') FILTER (WHERE t.lang = 'fr_FR') AS fr_short,
      string_agg(t.short_description, ' ') FILTER (WHERE t.lang = 'en_US') AS en_short,
      string_agg(concat_ws(' ', t.description, t.tasting_eye, t.tasting_nose, t.tasting_mouth, t.food_pairing, t.vinification, t.terroir), ' ')
        FILTER (WHERE t.lang = 'fr_FR') AS fr_long,
      string_agg(concat_ws(' ', t.description, t.tasting_eye, t.tasting_nose, t.tasting_mouth, t.food_pairing, t.vinification, t.terroir), ' ')
        FILTER (WHERE t.lang = 'en_US') AS en_long
    FROM product_translation t WHERE t.product_id = p.id
  ) tr
  CROSS JOIN LATERAL (
    SELECT string_agg(g.variety, ' ' ORDER BY g.position) AS varieties FROM product_grape g WHERE g.product_id = p.id
  ) grapes
  WHERE p.id = target
  ON CONFLICT (product_id) DO UPDATE
    SET french = excluded.french, english = excluded.english, keywords = excluded.keywords;
END
$$;
--> statement-breakpoint
-- Row trigger; TG_ARGV[0] names the column that holds the product id in the changed table.
CREATE FUNCTION product_search_on_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_id integer;
  new_id integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_id := (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
  IF TG_OP <> 'DELETE' THEN new_id := (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
  IF old_id IS NOT NULL AND old_id IS DISTINCT FROM new_id THEN PERFORM product_search_refresh(old_id); END IF;
  IF new_id IS NOT NULL THEN PERFORM product_search_refresh(new_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_product AFTER INSERT OR UPDATE OF appellation, colour ON product
  FOR EACH ROW EXECUTE FUNCTION product_search_on_change('id');
--> statement-breakpoint
CREATE TRIGGER product_search_translation AFTER INSERT OR UPDATE OR DELETE ON product_translation
  FOR EACH ROW EXECUTE FUNCTION product_search_on_change('product_id');
--> statement-breakpoint
CREATE TRIGGER product_search_grape AFTER INSERT OR UPDATE OR DELETE ON product_grape
  FOR EACH ROW EXECUTE FUNCTION product_search_on_change('product_id');
--> statement-breakpoint
SELECT product_search_refresh(id) FROM product;
