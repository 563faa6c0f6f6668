-- The handling days a store declared when an order was placed, so its measured shipping judges each
-- order against the promise the buyer saw. Expand only: older orders keep null and are judged
-- against the store's current days, and a server of the previous schema never reads the column.
ALTER TABLE "orders" ADD COLUMN "handling_days" integer;
