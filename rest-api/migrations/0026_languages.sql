-- The shop in Bahasa Indonesia and English (issue 23). The shop's default language, for a reader whose browser
-- names neither (shipped: English, the spec's); the language an order's e-mails speak, taken from the checkout's
-- request (orders placed before this spoke Indonesian, as their e-mails did); and a member's own choice, from the
-- sign-up's request or their profile (empty for accounts from before: their requests decide).
ALTER TABLE shop_settings
  ADD COLUMN default_lang text NOT NULL DEFAULT 'en' CHECK (default_lang IN ('en', 'id'));

ALTER TABLE orders ADD COLUMN lang text NOT NULL DEFAULT 'id' CHECK (lang IN ('en', 'id'));
ALTER TABLE orders ALTER COLUMN lang SET DEFAULT 'en';

ALTER TABLE users ADD COLUMN lang text CHECK (lang IN ('en', 'id'));
