-- Demo coupons so that a fresh shop can show the coupon field working (decision 0013).
INSERT INTO "coupon" ("code", "discount_type", "amount", "description") VALUES
  ('FIETS10', 'percent', 10, 'Nieuwsbrief: 10% korting / Newsletter: 10% Rabatt'),
  ('WELKOM5', 'fixed', 5, 'Welkomstkorting EUR 5 / Willkommensrabatt EUR 5')
ON CONFLICT ("code") DO NOTHING;
