-- The shop: catalogue, content, member data, orders with their payment and shipment.
-- Money is whole rupiah in bigint; weights are grams.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  category_name text NOT NULL,
  slug text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX categories_slug_key ON categories (lower(slug));
CREATE INDEX categories_name_idx ON categories (lower(category_name));

-- A deleted product keeps its row (deleted_at set) so that past order lines, which copy its name and prices,
-- still point at it; every read but an order's leaves deleted products out.
CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  buy_price bigint NOT NULL CHECK (buy_price >= 0),
  normal_price bigint NOT NULL CHECK (normal_price >= 0),
  sell_price bigint NOT NULL CHECK (sell_price >= 0),
  discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= 100),
  weight integer NOT NULL CHECK (weight >= 0),
  stock integer NOT NULL CHECK (stock >= 0),
  material text NOT NULL DEFAULT '',
  colors text[] NOT NULL DEFAULT '{}',
  sizes text[] NOT NULL DEFAULT '{}',
  images text[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 4),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'draft')),
  search_text text GENERATED ALWAYS AS (lower(product_name || ' ' || material || ' ' || description)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT products_sell_not_above_normal CHECK (sell_price <= normal_price)
);
CREATE INDEX products_search_idx ON products USING gin (search_text gin_trgm_ops) WHERE deleted_at IS NULL;
CREATE INDEX products_listing_idx ON products (created_at DESC, id) WHERE deleted_at IS NULL;
CREATE INDEX products_active_idx ON products (created_at DESC, id) WHERE deleted_at IS NULL AND status = 'active';

CREATE TABLE product_categories (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id uuid NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category_idx ON product_categories (category_id, product_id);

CREATE TABLE affiliates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  social_media text NOT NULL CHECK (social_media IN ('Instagram', 'Facebook', 'TikTok')),
  username text NOT NULL,
  link text NOT NULL,
  image text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX affiliates_listing_idx ON affiliates (created_at DESC, id);

CREATE TABLE widget_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX widget_groups_slug_key ON widget_groups (lower(slug));

-- The storefront's highlight, banner and hero read the newest active widget of the group with that slug.
CREATE TABLE widgets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  group_id uuid NOT NULL REFERENCES widget_groups (id) ON DELETE RESTRICT,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'TEXT',
  content text NOT NULL DEFAULT '',
  status boolean NOT NULL DEFAULT true,
  slug text NOT NULL,
  link text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX widgets_slug_key ON widgets (lower(slug));
CREATE INDEX widgets_group_idx ON widgets (group_id, created_at DESC) WHERE status;

-- Indonesia's provinces and cities in RajaOngkir numbering (rows in migration 0003).
CREATE TABLE provinces (
  id integer PRIMARY KEY,
  province text NOT NULL
);
CREATE TABLE cities (
  id integer PRIMARY KEY,
  province_id integer NOT NULL REFERENCES provinces (id),
  type text NOT NULL,
  city text NOT NULL,
  postal_code text NOT NULL
);
CREATE INDEX cities_province_idx ON cities (province_id, city);

CREATE TABLE cart_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  color text NOT NULL,
  size text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cart_items_line_key UNIQUE (user_id, product_id, color, size)
);

CREATE TABLE wishlist_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT wishlist_items_key UNIQUE (user_id, product_id)
);

-- code and districtID of the spec are the city id; province comes from the city.
CREATE TABLE addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  name text NOT NULL,
  phone text NOT NULL,
  address text NOT NULL,
  note text NOT NULL DEFAULT '',
  city_id integer NOT NULL REFERENCES cities (id),
  subdistrict_id text NOT NULL DEFAULT '',
  subdistrict_name text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id, created_at);
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default;

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_code text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  customer_email text NOT NULL,
  customer_name text NOT NULL DEFAULT '',
  customer_phone text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'paid', 'processing', 'completed', 'cancelled', 'expired')),
  subtotal bigint NOT NULL CHECK (subtotal >= 0),
  shipping_cost bigint NOT NULL CHECK (shipping_cost >= 0),
  total bigint NOT NULL CHECK (total >= 0),
  -- (sell - buy) * quantity over the lines, kept so the dashboard reads it from an index.
  profit bigint NOT NULL,
  client_code text NOT NULL DEFAULT '',
  disabled_payment_methods text[] NOT NULL DEFAULT '{}',
  idempotency_key text,
  request_hash text,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX orders_code_key ON orders (order_code);
CREATE UNIQUE INDEX orders_idempotency_key ON orders (lower(customer_email), idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id);
CREATE INDEX orders_created_idx ON orders (created_at DESC, id);
CREATE INDEX orders_status_totals_idx ON orders (status) INCLUDE (total, profit);
CREATE INDEX orders_pending_expiry_idx ON orders (expires_at) WHERE status = 'pending';
CREATE INDEX orders_code_search_idx ON orders USING gin (order_code gin_trgm_ops);
CREATE INDEX orders_customer_search_idx ON orders USING gin (customer_email gin_trgm_ops);

-- Names, images and prices as they were when the order was placed.
CREATE TABLE order_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id uuid NOT NULL REFERENCES products (id),
  product_name text NOT NULL,
  product_image text NOT NULL DEFAULT '',
  color text NOT NULL,
  size text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  normal_price bigint NOT NULL,
  sell_price bigint NOT NULL,
  buy_price bigint NOT NULL,
  discount integer NOT NULL DEFAULT 0,
  weight integer NOT NULL,
  CONSTRAINT order_lines_position_key UNIQUE (order_id, position)
);
CREATE INDEX order_lines_product_idx ON order_lines (product_id);
CREATE INDEX order_lines_name_search_idx ON order_lines USING gin (product_name gin_trgm_ops);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL,
  token text NOT NULL,
  redirect_url text NOT NULL,
  payment_method text NOT NULL DEFAULT '',
  total_amount bigint NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'expired')),
  transaction_id text,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payments_order_key UNIQUE (order_id)
);
CREATE UNIQUE INDEX payments_token_key ON payments (token);

-- Every notification with a valid signature, for audit; applied says whether it changed the order. Forged ones
-- are refused (403) and only logged, so that nobody can fill this table from outside.
CREATE TABLE payment_notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid REFERENCES orders (id) ON DELETE CASCADE,
  order_code text NOT NULL,
  transaction_status text NOT NULL,
  status_code text NOT NULL,
  gross_amount text NOT NULL,
  signature_valid boolean NOT NULL,
  applied boolean NOT NULL DEFAULT false,
  outcome text NOT NULL DEFAULT '',
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_notifications_order_idx ON payment_notifications (order_id, received_at);

CREATE TABLE shipments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  courier text NOT NULL,
  service text NOT NULL,
  description text NOT NULL DEFAULT '',
  etd text NOT NULL DEFAULT '',
  cost bigint NOT NULL CHECK (cost >= 0),
  weight integer NOT NULL,
  origin_city_id integer NOT NULL REFERENCES cities (id),
  destination_city_id integer NOT NULL REFERENCES cities (id),
  -- The delivery address as written at checkout (name, phone, address, city, province, postal code, note).
  address jsonb NOT NULL,
  resi_number text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'shipped', 'delivered', 'cancelled')),
  shipment_date timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT shipments_order_key UNIQUE (order_id)
);
