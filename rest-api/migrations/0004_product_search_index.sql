-- Product search reads far more often than staff write products: the trigram index takes each write at once
-- instead of queueing it in GIN's pending list. With the list, a bulk import (the demo seed, the benchmark's
-- 10k products) stays unindexed until the next vacuum, every search scans the list, and the planner, costing
-- that, seq-scans the catalogue instead of using the index.
ALTER INDEX products_search_idx SET (fastupdate = off);
