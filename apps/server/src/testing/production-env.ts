/** The settings docs/operations.md named for production before the full list was required. */
export const documentedProductionEnv = {
  NODE_ENV: "production",
  APP_SECRET: "a-real-secret-of-enough-length",
  PAYMENT_WEBHOOK_SECRET: "a-real-webhook-secret-000",
  DATABASE_URL: "postgres://portal@127.0.0.1:5432/portal",
};

/** Every setting a production start requires, with made-up values (nothing is contacted). */
export const completeProductionEnv = {
  ...documentedProductionEnv,
  PUBLIC_URL: "https://portal.example.com/",
  SMTP_URL: "smtp://mailer:secret@mail.example.com:587",
  SEED_DEMO: "false",
  TRUST_PROXY: "1",
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};
