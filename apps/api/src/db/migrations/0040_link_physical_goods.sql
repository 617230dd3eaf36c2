-- A payment link may sell goods that are shipped: the checkout then asks a shipping address and
-- iyzico is told the goods are PHYSICAL (issue 35). Existing links stay as they were.
ALTER TABLE "payment_links" ADD COLUMN "physical_goods" boolean DEFAULT false NOT NULL;