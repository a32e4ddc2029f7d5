-- One-time e-mail tokens also serve "forgot password" links (issue 22): POST /v1/auth/password/forgot writes a
-- 'reset-password' token, POST /v1/auth/password/reset spends it. Stored hashed like the confirmation tokens.
ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check
  CHECK (purpose IN ('confirm-email', 'reset-password'));
