-- The customer's note to the shop, typed on the cart page and sent with the checkout (trimmed; null when none).
ALTER TABLE orders ADD COLUMN note text CHECK (char_length(note) <= 500);
