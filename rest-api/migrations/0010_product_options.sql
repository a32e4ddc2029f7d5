-- The shop's colours and sizes, managed by staff (issue 21): until now they were the spec's fixed lists (Grey,
-- Navy, Black; S to XXL). Products keep naming them by name in products.colors and products.sizes; a rename is
-- carried into those arrays and a name in use cannot be deleted (the options domain does both). Names are unique
-- without regard to case and hold no comma (a product's colours may be sent comma-joined).
CREATE TABLE product_colors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (name ~ '\S' AND position(',' in name) = 0 AND char_length(name) <= 20),
  swatch text NOT NULL CHECK (swatch ~ '^#[0-9a-f]{6}$'),
  position integer NOT NULL CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX product_colors_name_key ON product_colors (lower(name));
CREATE INDEX product_colors_position_idx ON product_colors (position, lower(name));

CREATE TABLE product_sizes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (name ~ '\S' AND position(',' in name) = 0 AND char_length(name) <= 20),
  position integer NOT NULL CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX product_sizes_name_key ON product_sizes (lower(name));
CREATE INDEX product_sizes_position_idx ON product_sizes (position, lower(name));

-- The spec's lists (back-office.md §3; PRODUCT_COLORS and PRODUCT_SIZES in shop/src/rules.ts), in their order.
INSERT INTO product_colors (name, swatch, position) VALUES
  ('Grey', '#8a8d91', 1),
  ('Navy', '#1f2a44', 2),
  ('Black', '#111111', 3);
INSERT INTO product_sizes (name, position) VALUES ('S', 1), ('M', 2), ('L', 3), ('XL', 4), ('XXL', 5);
