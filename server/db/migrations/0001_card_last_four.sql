-- Bank-card deposits keep only the last four digits of the card: nothing else is needed to match a
-- transfer, and a full card number is data the platform must not hold. Existing rows are cut down.
UPDATE "deposits" SET "card_number" = right("card_number", 4) WHERE "card_number" IS NOT NULL AND length("card_number") > 4;
