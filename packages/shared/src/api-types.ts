// Generated from the OpenAPI document (GET /api/docs-json) by openapi-typescript: do not edit by hand.
// Regenerate with `npm run api:types` after changing a controller or DTO.

export interface paths {
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account; the first account ever created becomes the super admin */
    post: operations['AuthController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with a username or an e-mail address */
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke the session (the given refresh token, or the one this access token belongs to) */
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange a refresh token for a new access token and a new refresh token */
    post: operations['AuthController_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['AuthController_profile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/profile/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Edit name, e-mail, company, role and picture */
    post: operations['AuthController_updateProfile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password; other sessions are signed out */
    post: operations['AuthController_changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset/request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a reset link; answers the same whether or not the address has an account */
    post: operations['AuthController_requestReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the uid and token from the reset link */
    post: operations['AuthController_confirmReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's own data as JSON, optionally limited to a date range */
    get: operations['AuthController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All users, for the react-admin list (sort, range, filter; Content-Range header)
     * @description Sort by: id, username, email, first_name, last_name, company, role, plan_type, created_at (ties broken by id in the same direction). Filter on: id, q, email, username, company, role, plan_type, is_superuser, is_staff, is_active, date_from, date_to.
     */
    get: operations['AdminUsersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user, with the profile picture */
    get: operations['AdminUsersController_one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your personal API tokens (never their secrets) */
    get: operations['ApiTokensController_list'];
    put?: never;
    /** Create a personal API token; its secret is in this answer only. Needs a session, not an API token */
    post: operations['ApiTokensController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a personal API token: it stops working at once. Needs a session */
    delete: operations['ApiTokensController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness (503 when the database, job queue or lead index is down); administrators also see each driver */
    get: operations['OpsController_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search sources, whether each is configured (and how, for admins), the lead count */
    get: operations['OpsController_sources'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/utility/log-action': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a user action (e.g. a search) with its details */
    post: operations['OpsController_logAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's logged actions, newest first */
    get: operations['OpsController_logs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv/fields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The fields a CSV column can map to, grouped company / lead */
    get: operations['CsvController_fields'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import a CSV of leads; large files answer 202 and run as a job (follow /csv/imports/{id}/) */
    post: operations['CsvController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv/sample': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import the bundled sample of 1,000 synthetic leads (follow /csv/imports/{id}/) */
    post: operations['CsvController_sample'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv/imports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One import: status, progress, counts and per-line errors (also as `import`) */
    get: operations['CsvController_import'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Past imports, for the react-admin list (sort, range, filter; Content-Range header)
     * @description Sort by: id, created_at, finished_at, file_name, status, records_processed, user_id (ties broken by id in the same direction). Filter on: id, user_id, status, q, date_from, date_to.
     */
    get: operations['CsvController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/db/schema-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Accepted fields, total documents and datasets for an index pattern */
    get: operations['DbController_schemaInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/db/filter-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A field's top values with counts under the current filters */
    get: operations['DbController_filterOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/db/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Query the lead index with filters, sort and paging */
    post: operations['DbController_query'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One lead */
    get: operations['DbController_lead'];
    put?: never;
    post?: never;
    /** Erase a lead (GDPR): recorded with who and when, and kept out of later imports */
    delete: operations['DbController_erase'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usage/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credits, plan, recent transactions, account statistics and wallet of the signed-in user */
    get: operations['UsageController_info'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usage/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's transactions, newest first */
    get: operations['UsageController_transactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usage/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plan catalogue: Free, Basic, Premium, Enterprise */
    get: operations['UsageController_plans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usage/upgrade-plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask the sales team for a plan upgrade (recorded for them; nothing is charged) */
    post: operations['UsageController_upgradePlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usage/purchase-credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buy credits by card: opens a Stripe Checkout for that many credits (1 credit = 1 USD) */
    post: operations['UsageController_purchaseCredits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usage/purchase-credits-stripe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buy `amount` credits by card through Stripe Checkout (credit_purchase) */
    post: operations['UsageController_purchaseCreditsStripe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stripe/create-checkout-session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Top up the wallet by card: opens a Stripe Checkout for `amount` USD (wallet_topup) */
    post: operations['StripeController_createCheckoutSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stripe/wallet-balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's wallet balance in USD */
    get: operations['StripeController_walletBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stripe/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe webhook (checkout.session.*); signature-verified, idempotent. Not for clients. */
    post: operations['StripeController_webhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every ledger row, for the react-admin list (sort, range, filter; Content-Range header)
     * @description Sort by: id, created_at, settled_at, user_id, username, type, status, credits, payment_amount, wallet_amount (ties broken by id in the same direction). Filter on: id, user_id, granted_by, type, status, purpose, reference, q, date_from, date_to.
     */
    get: operations['AdminBillingController_transactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/transactions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One ledger row */
    get: operations['AdminBillingController_transaction'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/plan-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Plan-upgrade requests for the sales team (react-admin list; Content-Range header)
     * @description Sort by: id, created_at, user_id, username, plan_id, status (ties broken by id in the same direction). Filter on: id, user_id, plan_id, status, current_plan_type, date_from, date_to.
     */
    get: operations['AdminBillingController_planRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/plan-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One plan-upgrade request */
    get: operations['AdminBillingController_planRequest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Grant bonus credits to a user, with a reason (the row names the granting admin). Send an Idempotency-Key header (1-100 of letters, digits, . _ : -) so a repeated submit grants once and answers the same row. */
    post: operations['AdminBillingController_grant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Search the lead index and the web at once; each source answers or reports its error */
    post: operations['SearchController_search'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Search by company name (lead index: company_name) */
    post: operations['SearchController_companies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/people': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Search by person name (lead index: name) */
    post: operations['SearchController_people'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/skills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Search by skills (lead index: skills) */
    post: operations['SearchController_skills'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/industry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Search by industry (lead index: company_industry) */
    post: operations['SearchController_industry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/advanced': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A query and/or {field: [values]} filters on the lead index; the web gets both as text */
    post: operations['SearchController_advanced'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's searches with their results, newest first (paged) */
    get: operations['SearchController_fullHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/history/metadata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's searches without results, newest first (paged) */
    get: operations['SearchController_metadata'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/results/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One search's results keyed by source (404 for another user's search) */
    get: operations['SearchController_results'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/filter-options/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Field → values found in one search's results, for its filter panel */
    get: operations['SearchController_filterOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/search/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every user's searches with results and user, newest first (filters and paging) */
    get: operations['AdminSearchController_history'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/search/users/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user's searches with results, newest first (same filters and paging) */
    get: operations['AdminSearchController_userHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/filter-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Option lists for the Super Admin filters: e-mails, usernames, query types */
    get: operations['AdminSearchController_filterOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/search-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search history for the react-admin list, without results (sort, range, filter)
     * @description Sort by: id, created_at, query_text, query_type, total_results, processed, user_id, email, username (ties broken by id in the same direction). Filter on: id, user_id, email, username, q, query_type, processed, date_from, date_to.
     */
    get: operations['AdminSearchController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/search-history/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One search with its results and its user */
    get: operations['AdminSearchController_one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/linkedin/scrape': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Scrape LinkedIn profiles and analyse each into a persona (one credit per new analysis)
     * @description Waits for the whole job and answers {success, profiles}; ?async=1 answers 202 with a job id.
     */
    post: operations['LinkedinController_scrape'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/linkedin/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A scrape job's progress (done/total, each profile's state) and, once finished, profiles */
    get: operations['LinkedinController_job'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/linkedin/persona-analysis': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Analyse given LinkedIn data, or pasted profile text, without scraping */
    post: operations['LinkedinController_analyse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/linkedin/persona/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save analysed personas to search results (matched by LinkedIn URL) */
    post: operations['LinkedinController_save'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/linkedin/persona/get': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Personas of search results, keyed by result id (repeat search_result_ids) */
    get: operations['LinkedinController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/linkedin/persona/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's persona analyses, newest first, a page at a time */
    get: operations['LinkedinController_all'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/linkedin/persona/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the user’s persona analyses */
    get: operations['LinkedinController_one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/linkedin/enhance-results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attach stored persona status and analysis to the given search results */
    post: operations['LinkedinController_enhance'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write an outreach e-mail from a persona (1 Cold Outreach, 2 Follow Up, 3 Meeting Request)
     * @description Stored per persona, type and variation: the same request answers the same e-mail.
     */
    post: operations['EmailController_generate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv-persona/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a CSV of LinkedIn URLs: priced, credits reserved, processed as a session */
    post: operations['CsvPersonaController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv-persona/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's CSV persona sessions, newest first, a page at a time */
    get: operations['CsvPersonaController_sessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv-persona/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One session with its rows (state, error, persona id) */
    get: operations['CsvPersonaController_session'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv-persona/sessions/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A session's progress (poll every 3 s) */
    get: operations['CsvPersonaController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv-persona/sessions/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a session: rows not done cost nothing */
    post: operations['CsvPersonaController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv-persona/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's last 50 sessions, newest first */
    get: operations['CsvPersonaController_results'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv-persona/download/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The results as CSV (UTF-8 with BOM); include_email=1 adds a Cold Outreach e-mail */
    get: operations['CsvPersonaController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landing/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Generate a landing page from a prompt (optionally from base_html, with theme colours)
     * @description Free, LANDING_AI_PER_HOUR per user per hour (429 + Retry-After). 400 unknown model, 413 over LANDING_MAX_HTML, 502 invalid AI answer twice, 503 ai_not_configured.
     */
    post: operations['LandingController_generate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landing/regenerate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the design of a page as asked, keeping its content (not saved) */
    post: operations['LandingController_regenerate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landing/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's templates, newest first (without their HTML) */
    get: operations['LandingController_list'];
    put?: never;
    /**
     * Save a template (201); a name clash answers 409 duplicate_name with template_id
     * @description With upsert: true a clash updates that template instead and answers 200 with updated: true.
     */
    post: operations['LandingController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landing/templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One template with its HTML */
    get: operations['LandingController_get'];
    put?: never;
    post?: never;
    /** Delete a template with its versions and submissions */
    delete: operations['LandingController_remove'];
    options?: never;
    head?: never;
    /** Update html and/or name; the previous state is kept as a version */
    patch: operations['LandingController_update'];
    trace?: never;
  };
  '/api/landing/templates/{id}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The last 20 versions of a template, newest first */
    get: operations['LandingController_versions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landing/templates/{id}/versions/{versionId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a version current (the current state becomes a version too) */
    post: operations['LandingController_restore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landing/templates/{id}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish at PUBLIC_URL/p/{slug} (an unguessable slug); answers the public URL */
    post: operations['LandingController_publish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landing/templates/{id}/unpublish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take the public page down (its URL answers 404) */
    post: operations['LandingController_unpublish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landing/templates/{id}/submissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The published page's form submissions, newest first */
    get: operations['LandingController_listSubmissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landing/templates/{id}/submissions/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All submissions as CSV (formula cells neutralised) */
    get: operations['LandingController_download'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/p/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A published landing page (public; sandboxed by its Content-Security-Policy) */
    get: operations['LandingPublicController_page'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/p/{slug}/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Form submission of a published page (public): urlencoded or multipart fields, no files
     * @description 50 fields, 2 KB per value, 16 KB in all (413); 10 per minute per client address (429).
     */
    post: operations['LandingPublicController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    RegisterDto: {
      /** @example ada */
      username: string;
      /** @example ada@example.com */
      email: string;
      /** @example correct horse battery */
      password: string;
      /** @description The password again */
      password2: string;
      /** @example Ada */
      first_name: string;
      /** @example Lovelace */
      last_name: string;
    };
    UserViewDto: {
      /** @example 7 */
      id: number;
      /** @example ada */
      username: string;
      /** @example ada@example.com */
      email: string;
      /** @example Ada */
      first_name: string;
      /** @example Lovelace */
      last_name: string;
      /** @example Analytical Engines */
      company: string;
      /** @example CTO */
      role: string;
      /** @description A data: URL (PNG, JPEG, GIF or WebP) */
      profilePicture: string | null;
      is_superuser: boolean;
      is_staff: boolean;
      is_admin: boolean;
      /**
       * @example free
       * @enum {string}
       */
      plan_type: 'free' | 'basic' | 'premium' | 'enterprise';
      /** Format: date-time */
      created_at: string;
    };
    TokenPairDto: {
      /** @description Bearer token for the API (15 minutes) */
      access: string;
      /** @description For POST /api/auth/refresh/ (single use) */
      refresh: string;
    };
    SessionResponseDto: {
      /** @enum {boolean} */
      success: true;
      user: components['schemas']['UserViewDto'];
      tokens: components['schemas']['TokenPairDto'];
    };
    ErrorEnvelopeDto: {
      /**
       * @example false
       * @enum {boolean}
       */
      success: false;
      /**
       * @description What went wrong, for people
       * @example Invalid credentials. Please try again.
       */
      error: string;
      /** @description The same text as `error` (for clients that read `message`) */
      message: string;
      /**
       * @description Stable machine-readable code
       * @example invalid_credentials
       */
      code: string;
      /**
       * @description Field → message, for forms
       * @example {
       *       "email": "Email already registered"
       *     }
       */
      errors?: {
        [key: string]: string;
      };
      /** @description Set on 5xx answers, to quote when reporting a problem */
      request_id?: string;
    };
    LoginDto: {
      /**
       * @description Username or e-mail address
       * @example ada
       */
      username: string;
      /** @example correct horse battery */
      password: string;
    };
    LogoutDto: {
      /** @description The refresh token to revoke (its whole session) */
      refresh?: string;
    };
    SuccessDto: {
      /** @enum {boolean} */
      success: true;
    };
    RefreshDto: {
      /** @description The refresh token from login, register or the previous refresh */
      refresh: string;
    };
    RefreshResponseDto: {
      /** @enum {boolean} */
      success: true;
      access: string;
      refresh: string;
    };
    UserResponseDto: {
      /** @enum {boolean} */
      success: true;
      user: components['schemas']['UserViewDto'];
    };
    UpdateProfileDto: {
      /** @example Ada */
      first_name?: string;
      /** @example Lovelace */
      last_name?: string;
      /** @example ada@example.com */
      email?: string;
      /** @example Analytical Engines Ltd */
      company?: string;
      /** @example Head of Sales */
      role?: string;
      /** @description A data URL of a PNG, JPG, GIF or WebP image (at most 5 MB), or null to remove the picture */
      profilePicture?: string | null;
    };
    ChangePasswordDto: {
      old_password: string;
      /** @example correct horse battery */
      new_password: string;
    };
    SuccessMessageDto: {
      /** @enum {boolean} */
      success: true;
      /** @example Password changed */
      message: string;
    };
    PasswordResetRequestDto: {
      /** @example ada@example.com */
      email: string;
    };
    PasswordResetConfirmDto: {
      /** @description From the reset link */
      uid: string;
      /** @description From the reset link */
      token: string;
      /** @example correct horse battery */
      new_password: string;
    };
    ExportRangeDto: {
      /** Format: date */
      start_date: string | null;
      /** Format: date */
      end_date: string | null;
    };
    ExportedActionDto: {
      /** @example search */
      action: string;
      details: {
        [key: string]: unknown;
      } | null;
      /** Format: date-time */
      created_at: string;
    };
    UserExportDto: {
      /** Format: date-time */
      exported_at: string;
      range: components['schemas']['ExportRangeDto'];
      user: components['schemas']['UserViewDto'];
      actions: components['schemas']['ExportedActionDto'][];
      /** @description Searches in the range, each with its results (source, position, type, title, link) */
      searches?: {
        [key: string]: unknown;
      }[];
      /** @description Credit transactions in the range (as GET /api/usage/transactions/ lists them) */
      transactions?: {
        [key: string]: unknown;
      }[];
      /** @description Every personal API token the user made, revoked ones too */
      api_tokens?: {
        [key: string]: unknown;
      }[];
    };
    UserExportResponseDto: {
      /** @enum {boolean} */
      success: true;
      data: components['schemas']['UserExportDto'];
    };
    AdminUserDto: {
      /** @example 7 */
      id: number;
      /** @example ada */
      username: string;
      /** @example ada@example.com */
      email: string;
      /** @example Ada */
      first_name: string;
      /** @example Lovelace */
      last_name: string;
      /** @example Analytical Engines Ltd */
      company: string;
      /** @example  */
      role: string;
      /** @description An image as a data URL; null in lists (read the user by id for it) */
      profilePicture: string | null;
      is_superuser: boolean;
      is_staff: boolean;
      /** @description is_superuser, or role "admin", or is_staff */
      is_admin: boolean;
      /**
       * @example free
       * @enum {string}
       */
      plan_type: 'free' | 'basic' | 'premium' | 'enterprise';
      /** Format: date-time */
      created_at: string;
    };
    ApiTokenDto: {
      /** @example 7 */
      id: number;
      /** @example HubSpot sync */
      name: string;
      /**
       * @description The first characters of the token, to tell tokens apart
       * @example lsk_Q2x9
       */
      prefix: string;
      /** Format: date-time */
      created_at: string;
      /**
       * Format: date-time
       * @description Last request made with the token (updated at most once a minute); null if never used
       */
      last_used_at: string | null;
      /**
       * Format: date-time
       * @description null: never expires
       */
      expires_at: string | null;
    };
    ApiTokenListDto: {
      /**
       * @example true
       * @enum {boolean}
       */
      success: true;
      /** @description Tokens not revoked, newest first (expired ones included) */
      tokens: components['schemas']['ApiTokenDto'][];
    };
    CreateApiTokenDto: {
      /** @example HubSpot sync */
      name: string;
      /**
       * @description Days until the token expires (1–365); null or absent: it never expires
       * @example 90
       */
      expires_in_days?: number | null;
    };
    CreatedApiTokenDto: {
      /**
       * @example true
       * @enum {boolean}
       */
      success: true;
      token: components['schemas']['ApiTokenDto'];
      /**
       * @description The token itself, shown this once only: send it as `Authorization: Bearer <secret>`
       * @example lsk_Q2x9hJ3kL0mN4pR7sT1vW8yZ2aB5cD6eF9gH0iJ3kLm
       */
      secret: string;
    };
    RevokedApiTokenDto: {
      /**
       * @example true
       * @enum {boolean}
       */
      success: true;
    };
    DriverStatusDto: {
      /** @example sqlite */
      driver: string;
      /** @description Reachable (database, job queue, lead index) */
      ok?: boolean;
      /** @description Configured (vendors) */
      configured?: boolean;
      /** @example connect ECONNREFUSED 127.0.0.1:6379 */
      error?: string;
    };
    HealthDriversDto: {
      database: components['schemas']['DriverStatusDto'];
      jobs: components['schemas']['DriverStatusDto'];
      lead_index: components['schemas']['DriverStatusDto'];
      ai: components['schemas']['DriverStatusDto'];
      web_search: components['schemas']['DriverStatusDto'];
      scraping: components['schemas']['DriverStatusDto'];
      payments: components['schemas']['DriverStatusDto'];
      mail: components['schemas']['DriverStatusDto'];
    };
    HealthResponseDto: {
      /** @example true */
      success: boolean;
      /** @enum {string} */
      status: 'ok' | 'degraded';
      /** @description Administrators only */
      drivers?: components['schemas']['HealthDriversDto'];
    };
    SourceInfoDto: {
      /** @enum {string} */
      id: 'elasticsearch' | 'google' | 'bright_data';
      /** @example Database */
      label: string;
      configured: boolean;
      /** @example sql */
      driver: string;
      /** @example Web search is not configured */
      reason?: string;
      /** @description Administrators only: which environment variables to set */
      hint?: string;
      /** @description The Database source: leads in the index */
      lead_count?: number;
    };
    SourcesResponseDto: {
      /** @enum {boolean} */
      success: true;
      sources: components['schemas']['SourceInfoDto'][];
    };
    LogActionDto: {
      /** @example search */
      action: string;
      /**
       * @example {
       *       "query": "healthcare companies",
       *       "sources": [
       *         "elasticsearch"
       *       ],
       *       "result_count": 12
       *     }
       */
      details?: {
        [key: string]: unknown;
      };
    };
    LogActionResponseDto: {
      /** @enum {boolean} */
      success: true;
      id: number;
    };
    LoggedActionDto: {
      id: number;
      /** @example search */
      action: string;
      details: {
        [key: string]: unknown;
      } | null;
      /** Format: date-time */
      created_at: string;
    };
    LoggedActionsResponseDto: {
      /** @enum {boolean} */
      success: true;
      page: number;
      page_size: number;
      total: number;
      logs: components['schemas']['LoggedActionDto'][];
    };
    FieldLabelDto: {
      /** @example company_name */
      name: string;
      /** @example Company Name */
      label: string;
    };
    FieldGroupsDto: {
      company: components['schemas']['FieldLabelDto'][];
      lead: components['schemas']['FieldLabelDto'][];
    };
    CsvFieldsResponseDto: {
      /** @enum {boolean} */
      success: true;
      fields: components['schemas']['FieldGroupsDto'];
      accepted: (
        | 'company_name'
        | 'company_industry'
        | 'company_sector'
        | 'company_location_text'
        | 'company_size'
        | 'company_type'
        | 'company_website'
        | 'revenue_range'
        | 'company_sic_code'
        | 'company_naics_code'
        | 'name'
        | 'email'
        | 'phone'
        | 'lead_titles'
        | 'skills'
        | 'seniority_level'
        | 'decision_making_power'
        | 'linkedin_url'
        | 'lead_location'
        | 'past_companies'
      )[];
      /** @description Name parts a column can map to (joined into name) */
      composed: components['schemas']['FieldLabelDto'][];
      /**
       * @example [
       *       "auto",
       *       "utf-8",
       *       "windows-1252"
       *     ]
       */
      encodings: string[];
      /**
       * @example [
       *       "auto",
       *       "comma",
       *       "semicolon",
       *       "tab"
       *     ]
       */
      delimiters: string[];
    };
    CsvUploadDto: {
      /**
       * Format: binary
       * @description The CSV file (headers in the first row)
       */
      csv_file: string;
      /**
       * @description CSV header → field (or first_name / last_name, composed into name); auto-mapped when left out
       * @example {"Company":"company_name","First Name":"first_name","Last Name":"last_name","Notes":"skip"}
       */
      column_mapping?: string;
      /**
       * @description The file's character encoding; detected when left out (utf-8, utf-16le, utf-16be, windows-1252, iso-8859-1, iso-8859-15, windows-1250, windows-1251)
       * @example windows-1252
       */
      encoding?: string;
      /**
       * @description The field separator (comma, semicolon, tab, pipe or the character); sniffed when left out
       * @example semicolon
       */
      delimiter?: string;
    };
    LeadImportLineDto: {
      /**
       * @description Line of the file (the header is line 1)
       * @example 14
       */
      line: number;
      /** @example Row has no company name, person name or e-mail */
      message: string;
    };
    LeadImportDetectionDto: {
      /** @example utf-8 */
      encoding: string;
      /** @enum {string} */
      encoding_how: 'detected' | 'chosen';
      /** @example comma */
      delimiter: string;
      /** @enum {string} */
      delimiter_how: 'detected' | 'chosen';
      /** @enum {string} */
      mapping_how: 'auto' | 'chosen';
      /** @description Header columns no field imports */
      skipped_columns: string[];
    };
    CsvUploadResponseDto: {
      /** @enum {boolean} */
      success: true;
      import_id: number;
      records_processed: number;
      inserted: number;
      merged: number;
      unchanged: number;
      /** @description Erased leads kept out */
      suppressed: number;
      errors: components['schemas']['LeadImportLineDto'][];
      error_count: number;
      warnings: components['schemas']['LeadImportLineDto'][];
      warning_count: number;
      encoding: string | null;
      delimiter: string | null;
      detection: components['schemas']['LeadImportDetectionDto'] | null;
      /**
       * @example {
       *       "Company": "company_name"
       *     }
       */
      column_mapping: {
        [key: string]: string;
      };
      /** @description Always null here */
      error: string | null;
    };
    CsvImportAcceptedDto: {
      /** @enum {boolean} */
      success: true;
      import_id: number;
      /** @enum {string} */
      status: 'queued' | 'processing';
      /** @example 0 */
      records_processed: number;
      /** @description Always null here */
      error: string | null;
    };
    LeadImportDto: {
      /** @example 12 */
      id: number;
      /** @description Who uploaded it (null: the bundled sample at boot) */
      user_id: number | null;
      /** @example leads.csv */
      file_name: string;
      /** @enum {string} */
      status: 'queued' | 'processing' | 'completed' | 'failed';
      /**
       * @description The lead index datasets it wrote
       * @example [
       *       "file12_part1"
       *     ]
       */
      datasets: string[];
      /** @example 1048576 */
      bytes_total: number;
      /** @example 524288 */
      bytes_read: number;
      /**
       * @description 0 to 100
       * @example 50
       */
      progress: number;
      /** @example 1000 */
      records_processed: number;
      /** @example 900 */
      inserted: number;
      /** @example 80 */
      merged: number;
      /** @example 15 */
      unchanged: number;
      /**
       * @description Rows left out because they are on the suppression list
       * @example 5
       */
      suppressed: number;
      /** @example 2 */
      error_count: number;
      /** @description The first 100 failed lines */
      errors: components['schemas']['LeadImportLineDto'][];
      /** @example 1 */
      warning_count: number;
      /** @description Values left out of imported rows (the first 100) */
      warnings: components['schemas']['LeadImportLineDto'][];
      /** @example utf-8 */
      encoding: string | null;
      /** @example comma */
      delimiter: string | null;
      detection: components['schemas']['LeadImportDetectionDto'] | null;
      /**
       * @description CSV column → lead field
       * @example {
       *       "Company": "company_name"
       *     }
       */
      column_mapping: {
        [key: string]: string;
      };
      /** @description Why the import failed */
      error: string | null;
      /** @example ada */
      created_by: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      finished_at: string | null;
    };
    LeadImportOneDto: {
      /** @example 12 */
      id: number;
      /** @description Who uploaded it (null: the bundled sample at boot) */
      user_id: number | null;
      /** @example leads.csv */
      file_name: string;
      /** @enum {string} */
      status: 'queued' | 'processing' | 'completed' | 'failed';
      /**
       * @description The lead index datasets it wrote
       * @example [
       *       "file12_part1"
       *     ]
       */
      datasets: string[];
      /** @example 1048576 */
      bytes_total: number;
      /** @example 524288 */
      bytes_read: number;
      /**
       * @description 0 to 100
       * @example 50
       */
      progress: number;
      /** @example 1000 */
      records_processed: number;
      /** @example 900 */
      inserted: number;
      /** @example 80 */
      merged: number;
      /** @example 15 */
      unchanged: number;
      /**
       * @description Rows left out because they are on the suppression list
       * @example 5
       */
      suppressed: number;
      /** @example 2 */
      error_count: number;
      /** @description The first 100 failed lines */
      errors: components['schemas']['LeadImportLineDto'][];
      /** @example 1 */
      warning_count: number;
      /** @description Values left out of imported rows (the first 100) */
      warnings: components['schemas']['LeadImportLineDto'][];
      /** @example utf-8 */
      encoding: string | null;
      /** @example comma */
      delimiter: string | null;
      detection: components['schemas']['LeadImportDetectionDto'] | null;
      /**
       * @description CSV column → lead field
       * @example {
       *       "Company": "company_name"
       *     }
       */
      column_mapping: {
        [key: string]: string;
      };
      /** @description Why the import failed */
      error: string | null;
      /** @example ada */
      created_by: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      finished_at: string | null;
      /** @enum {boolean} */
      success: true;
      import: components['schemas']['LeadImportDto'];
    };
    SchemaInfoResponseDto: {
      /** @enum {boolean} */
      success: true;
      /** @example file*_part* */
      index_pattern: string;
      total_documents: number;
      accepted_fields: (
        | 'company_name'
        | 'company_industry'
        | 'company_sector'
        | 'company_location_text'
        | 'company_size'
        | 'company_type'
        | 'company_website'
        | 'revenue_range'
        | 'company_sic_code'
        | 'company_naics_code'
        | 'name'
        | 'email'
        | 'phone'
        | 'lead_titles'
        | 'skills'
        | 'seniority_level'
        | 'decision_making_power'
        | 'linkedin_url'
        | 'lead_location'
        | 'past_companies'
      )[];
      /**
       * @example [
       *       "file1_part1"
       *     ]
       */
      datasets: string[];
    };
    FacetValueDto: {
      /** @example Healthcare */
      value: string;
      /** @example 42 */
      count: number;
    };
    FilterOptionsResponseDto: {
      /** @enum {boolean} */
      success: true;
      /** @enum {string} */
      field:
        | 'company_name'
        | 'company_industry'
        | 'company_sector'
        | 'company_location_text'
        | 'company_size'
        | 'company_type'
        | 'company_website'
        | 'revenue_range'
        | 'company_sic_code'
        | 'company_naics_code'
        | 'name'
        | 'email'
        | 'phone'
        | 'lead_titles'
        | 'skills'
        | 'seniority_level'
        | 'decision_making_power'
        | 'linkedin_url'
        | 'lead_location'
        | 'past_companies';
      /** @description Most frequent first */
      values: components['schemas']['FacetValueDto'][];
      /** @description Counts are over this many of the newest leads in scope */
      sampled?: number;
    };
    DbQueryDto: {
      /**
       * @example {
       *       "company_industry": [
       *         "Healthcare"
       *       ],
       *       "skills": [
       *         "sales"
       *       ]
       *     }
       */
      filters?: {
        [key: string]: string[];
      };
      /** @description Full-text query */
      query?: string;
      /** @default 1 */
      page?: number;
      /**
       * @default 50
       * @enum {number}
       */
      page_size?: 25 | 50 | 100 | 500 | 1000;
      /** @default _score */
      sort_field?: string;
      /**
       * @default desc
       * @enum {string}
       */
      sort_order?: 'asc' | 'desc';
      /** @default file*_part* */
      index_pattern?: string;
    };
    DbQueryResponseDto: {
      /** @enum {boolean} */
      success: true;
      /** @description Leads with their full-text relevance (_score) */
      data: {
        id?: string;
        /** @example file1_part1 */
        dataset?: string;
        /** @enum {string} */
        data_source?: 'original' | 'enriched';
        /** Format: date-time */
        created_at?: string;
        /** Format: date-time */
        updated_at?: string;
        /** @description Company Name */
        company_name?: string | null;
        /** @description Industry */
        company_industry?: string | null;
        /** @description Sector */
        company_sector?: string | null;
        /** @description Company Location */
        company_location_text?: string | null;
        /** @description Company Size */
        company_size?: string | null;
        /** @description Company Type */
        company_type?: string | null;
        /** @description Website */
        company_website?: string | null;
        /** @description Revenue Range */
        revenue_range?: string | null;
        /** @description SIC Code */
        company_sic_code?: string | null;
        /** @description NAICS Code */
        company_naics_code?: string | null;
        /** @description Name */
        name?: string | null;
        /** @description Email */
        email?: string | null;
        /** @description Phone */
        phone?: string | null;
        /** @description Title */
        lead_titles?: string | null;
        /** @description Skills */
        skills?: string[];
        /** @description Seniority Level */
        seniority_level?: string | null;
        /** @description Decision-Making Power */
        decision_making_power?: string | null;
        /** @description LinkedIn URL */
        linkedin_url?: string | null;
        /** @description Lead Location */
        lead_location?: string | null;
        /** @description Past Companies */
        past_companies?: string[];
        _score?: number;
      }[];
      total_count: number;
      /**
       * @description 'gte': at least total_count matches (counting stopped at 10,000 or at the time budget)
       * @enum {string}
       */
      total_relation: 'eq' | 'gte';
      /**
       * @description The index's time budget ran out: data is what was found by then
       * @enum {boolean}
       */
      timed_out?: true;
      total_pages: number;
      page: number;
      page_size: number;
    };
    LeadResponseDto: {
      /** @enum {boolean} */
      success: true;
      lead: {
        id?: string;
        /** @example file1_part1 */
        dataset?: string;
        /** @enum {string} */
        data_source?: 'original' | 'enriched';
        /** Format: date-time */
        created_at?: string;
        /** Format: date-time */
        updated_at?: string;
        /** @description Company Name */
        company_name?: string | null;
        /** @description Industry */
        company_industry?: string | null;
        /** @description Sector */
        company_sector?: string | null;
        /** @description Company Location */
        company_location_text?: string | null;
        /** @description Company Size */
        company_size?: string | null;
        /** @description Company Type */
        company_type?: string | null;
        /** @description Website */
        company_website?: string | null;
        /** @description Revenue Range */
        revenue_range?: string | null;
        /** @description SIC Code */
        company_sic_code?: string | null;
        /** @description NAICS Code */
        company_naics_code?: string | null;
        /** @description Name */
        name?: string | null;
        /** @description Email */
        email?: string | null;
        /** @description Phone */
        phone?: string | null;
        /** @description Title */
        lead_titles?: string | null;
        /** @description Skills */
        skills?: string[];
        /** @description Seniority Level */
        seniority_level?: string | null;
        /** @description Decision-Making Power */
        decision_making_power?: string | null;
        /** @description LinkedIn URL */
        linkedin_url?: string | null;
        /** @description Lead Location */
        lead_location?: string | null;
        /** @description Past Companies */
        past_companies?: string[];
      };
    };
    LeadErasedDto: {
      /** @enum {boolean} */
      success: true;
      /** @enum {boolean} */
      deleted?: true;
    };
    UsageViewDto: {
      available_personas: number;
      persona_analyses_used: number;
      persona_credits: number;
      /**
       * @example free
       * @enum {string}
       */
      plan_type: 'free' | 'basic' | 'premium' | 'enterprise';
    };
    TransactionViewDto: {
      id: number;
      /** Format: date-time */
      created_at: string;
      /** @enum {string} */
      type: 'purchase' | 'usage' | 'bonus' | 'other';
      /**
       * @description Credits added (positive) or spent (negative)
       * @example -1
       */
      credits: number;
      /**
       * @description USD paid by card
       * @example 10
       */
      payment_amount: number | null;
      /** @enum {string} */
      status: 'completed' | 'pending' | 'failed';
      /** @example Persona analysis: linkedin.com/in/ada */
      description: string;
    };
    AccountStatisticsDto: {
      total_searches: number;
      total_personas: number;
    };
    UsageInfoDto: {
      /** @enum {boolean} */
      success: true;
      usage: components['schemas']['UsageViewDto'];
      /** @description The 10 most recent */
      transactions: components['schemas']['TransactionViewDto'][];
      statistics: components['schemas']['AccountStatisticsDto'];
      /**
       * @description USD
       * @example 12.5
       */
      wallet_balance: number;
      /** @description Whether card payments (Stripe) are configured */
      payments_enabled: boolean;
    };
    TransactionsPageDto: {
      /** @enum {boolean} */
      success: true;
      transactions: components['schemas']['TransactionViewDto'][];
      total: number;
    };
    PlanViewDto: {
      id: number;
      /** @example Basic */
      name: string;
      /**
       * @example basic
       * @enum {string}
       */
      plan_type: 'free' | 'basic' | 'premium' | 'enterprise';
      /**
       * @description USD
       * @example 29
       */
      price_per_month: number;
      /**
       * @description USD
       * @example 1
       */
      price_per_credit: number;
      persona_analyses_limit: number;
      features: string[];
    };
    PlansResponseDto: {
      /** @enum {boolean} */
      success: true;
      plans: components['schemas']['PlanViewDto'][];
    };
    UpgradePlanDto: {
      /**
       * @description A plan's id, or its plan_type
       * @example 3
       */
      plan_id: number | string;
    };
    MessageResponseDto: {
      /** @enum {boolean} */
      success: true;
      /** @example Your upgrade request has been sent to our sales team. */
      message: string;
    };
    PurchaseCreditsDto: {
      /**
       * @description Credits to buy (1 credit = 1 USD)
       * @example 50
       */
      credits: number;
      /**
       * @default stripe
       * @enum {string}
       */
      payment_method?: 'stripe';
    };
    CheckoutResponseDto: {
      /** @enum {boolean} */
      success: true;
      /**
       * @description Send the browser here
       * @example https://checkout.stripe.com/c/pay/cs_test_…
       */
      checkout_url: string;
    };
    AmountDto: {
      /**
       * @description Whole US dollars
       * @example 50
       */
      amount: number;
      /**
       * @description The tab Stripe sends the user back to (success and cancel)
       * @default /profile
       * @enum {string}
       */
      return_path?: '/search' | '/profile' | '/csv-persona' | '/landing' | '/history';
    };
    WalletBalanceDto: {
      /** @enum {boolean} */
      success: true;
      /** @example 12.5 */
      balance: number;
      /** @enum {string} */
      currency: 'usd';
    };
    WebhookReceivedDto: {
      /** @enum {boolean} */
      received: true;
    };
    AdminTransactionDto: {
      /** @example 311 */
      id: number;
      /** Format: date-time */
      created_at: string;
      /** @enum {string} */
      type: 'purchase' | 'usage' | 'bonus' | 'other';
      /**
       * @description Credits added (positive) or spent (negative)
       * @example 25
       */
      credits: number;
      /**
       * @description US dollars paid, for purchases
       * @example 49
       */
      payment_amount: number | null;
      /** @enum {string} */
      status: 'completed' | 'pending' | 'failed';
      /** @example Granted by admin: Conference giveaway */
      description: string;
      /** @example 7 */
      user_id: number;
      /** @example ada */
      username: string | null;
      /**
       * @description Unique per ledger entry (idempotency)
       * @example grant:1:conf-2026
       */
      reference: string;
      /** @enum {string|null} */
      purpose: 'credit_purchase' | 'wallet_topup' | null;
      /**
       * @description US dollars added to (or taken from) the wallet
       * @example 0
       */
      wallet_amount: number;
      /** @description The administrator who granted it */
      granted_by: number | null;
      /** Format: date-time */
      settled_at: string | null;
    };
    PlanRequestDto: {
      /** @example 3 */
      id: number;
      /** @example 7 */
      user_id: number;
      /** @example ada */
      username: string | null;
      /** @example ada@example.com */
      email: string | null;
      /** @example 2 */
      plan_id: number;
      /** @example Premium */
      plan_name: string | null;
      /** @example premium */
      plan_type: string | null;
      /** @example free */
      current_plan_type: string;
      /** @example open */
      status: string;
      /** Format: date-time */
      created_at: string;
    };
    GrantCreditsDto: {
      /** @example 25 */
      credits: number;
      /** @example Conference giveaway */
      reason: string;
    };
    GrantCreditsResponseDto: {
      /** @enum {boolean} */
      success: true;
      transaction: components['schemas']['AdminTransactionDto'];
    };
    SearchDto: {
      /** @default 20 */
      max_results?: number;
      /**
       * @default [
       *       "elasticsearch",
       *       "google",
       *       "bright_data"
       *     ]
       */
      sources?: ('elasticsearch' | 'google' | 'bright_data')[];
      /** @example healthcare companies */
      query: string;
    };
    CommunicationStyleDto: {
      /** @example Analytical */
      style: string;
      /** @example Data first */
      information_preference: string;
      response_pattern: string;
    };
    EvidenceItemDto: {
      /** @example I build data teams */
      quote: string;
      found_in_profile: boolean;
    };
    PersonalityTraitDto: {
      /** @example Analytical */
      trait: string;
      /** @enum {string} */
      level: 'high' | 'medium' | 'low';
      description: string;
      evidence: components['schemas']['EvidenceItemDto'][];
    };
    MessagingToneDto: {
      recommended_approach: string;
      key_talking_points: string[];
      avoid_topics: string[];
    };
    PersonaTraitsDto: {
      personality_traits: components['schemas']['PersonalityTraitDto'][];
      professional_interests: string[];
      messaging_tone: components['schemas']['MessagingToneDto'];
    };
    DecisionDriverEvidenceDto: {
      /** @example Measurable ROI */
      driver: string;
      evidence: components['schemas']['EvidenceItemDto'][];
    };
    EnhancedPersonaDto: {
      /** @example The Analyst */
      personae: string;
      /** @example 0.8 */
      personae_accuracy: number;
      /** @enum {string} */
      appetite_for_risk: 'low' | 'medium' | 'high';
      decision_making_drivers: string[];
      /** @description One entry per decision-making driver */
      decision_driver_evidence: components['schemas']['DecisionDriverEvidenceDto'][];
      preferred_channels: string[];
      communication_style: string;
      suggested_email_tone: string;
    };
    PersonaAnalysisViewDto: {
      profile_summary: string;
      communication_style: components['schemas']['CommunicationStyleDto'];
      persona: components['schemas']['PersonaTraitsDto'];
      enhanced_persona: components['schemas']['EnhancedPersonaDto'];
      ice_breakers: string[];
      topics_of_interest: string[];
    };
    LinkedInCompanyDto: {
      /** @example Analytical Engines */
      name: string | null;
      /** @example CTO */
      title: string | null;
      /** @example https://www.linkedin.com/company/analytical-engines */
      link: string | null;
    };
    LinkedInPostDto: {
      title: string | null;
      link: string | null;
      img: string | null;
      created_at: string | null;
      interaction: string | null;
    };
    LinkedInActivityDto: {
      title: string | null;
      /** @example Liked by Ada Lovelace */
      interaction: string | null;
      link: string | null;
      img: string | null;
    };
    LinkedInEducationDto: {
      /** @example University of London */
      title: string | null;
      degree: string | null;
      field: string | null;
      /** @example 1832 */
      start_year: string | null;
      /** @example 1835 */
      end_year: string | null;
      url: string | null;
    };
    LinkedInExperienceDto: {
      /** @example CTO */
      title: string | null;
      /** @example Analytical Engines */
      company: string | null;
      location: string | null;
      start_date: string | null;
      end_date: string | null;
      description: string | null;
    };
    LinkedInCertificationDto: {
      title: string | null;
      subtitle: string | null;
    };
    LinkedInDataDto: {
      /** @example https://www.linkedin.com/in/ada */
      linkedin_url: string | null;
      /** @example Ada Lovelace */
      name: string | null;
      /** @example Ada */
      first_name: string | null;
      /** @example Lovelace */
      last_name: string | null;
      /** @example CTO at Analytical Engines */
      position: string | null;
      /** @example Analytical Engines */
      current_company_name: string | null;
      current_company: components['schemas']['LinkedInCompanyDto'] | null;
      /** @example London */
      location: string | null;
      city: string | null;
      /** @example GB */
      country_code: string | null;
      about: string | null;
      followers: number | null;
      connections: number | null;
      recommendations_count: number | null;
      recommendations: string[];
      posts: components['schemas']['LinkedInPostDto'][];
      activity: components['schemas']['LinkedInActivityDto'][];
      education: components['schemas']['LinkedInEducationDto'][];
      experience: components['schemas']['LinkedInExperienceDto'][];
      certifications: components['schemas']['LinkedInCertificationDto'][];
      avatar: string | null;
      /** Format: date-time */
      scraped_at: string | null;
    };
    ResultItemDto: {
      /**
       * @description r_ + the stored result id
       * @example r_42
       */
      id: string;
      /** @enum {string} */
      source: 'elasticsearch' | 'google' | 'bright_data';
      /** @enum {string} */
      type:
        | 'lead'
        | 'organic'
        | 'top_story'
        | 'knowledge_graph'
        | 'related_search'
        | 'related_question'
        | 'linkedin_profile';
      /** @example 1 */
      position: number;
      /** @example 0.93 */
      score: number;
      /** @example 0.93 */
      relevance_score: number;
      /** @example Ada Lovelace — CTO at Analytical Engines */
      title: string | null;
      /** @example https://www.linkedin.com/in/ada */
      link: string | null;
      /** @description The hit as its source gave it (a lead: the lead fields) */
      data: {
        [key: string]: unknown;
      };
      /** @enum {string} */
      persona_analysis_status: 'not_analyzed' | 'completed';
      /** @description The stored analysis, when completed */
      persona_analysis: components['schemas']['PersonaAnalysisViewDto'] | null;
      linkedin_url: string | null;
      /** @description The analysed profile, when completed */
      linkedin_data: components['schemas']['LinkedInDataDto'] | null;
      /** Format: date-time */
      persona_analyzed_at: string | null;
      /** @description GET /api/linkedin/persona/{id} */
      persona_id?: number | null;
    };
    ResultsBySourceDto: {
      elasticsearch?: components['schemas']['ResultItemDto'][];
      google?: components['schemas']['ResultItemDto'][];
      bright_data?: components['schemas']['ResultItemDto'][];
    };
    SourceErrorsDto: {
      elasticsearch?: string;
      /** @example Web search is not configured */
      google?: string;
      bright_data?: string;
    };
    SearchResponseDto: {
      /** @enum {boolean} */
      success: true;
      results: components['schemas']['ResultsBySourceDto'];
      /** @example 17 */
      search_query_id: number;
      errors: components['schemas']['SourceErrorsDto'];
      /** @example 20 */
      total_results: number;
    };
    CompanySearchDto: {
      /** @default 20 */
      max_results?: number;
      /**
       * @default [
       *       "elasticsearch",
       *       "google",
       *       "bright_data"
       *     ]
       */
      sources?: ('elasticsearch' | 'google' | 'bright_data')[];
      /** @example Acme Health */
      company_name: string;
    };
    PeopleSearchDto: {
      /** @default 20 */
      max_results?: number;
      /**
       * @default [
       *       "elasticsearch",
       *       "google",
       *       "bright_data"
       *     ]
       */
      sources?: ('elasticsearch' | 'google' | 'bright_data')[];
      /** @example Jane Doe */
      person_name: string;
    };
    SkillsSearchDto: {
      /** @default 20 */
      max_results?: number;
      /**
       * @default [
       *       "elasticsearch",
       *       "google",
       *       "bright_data"
       *     ]
       */
      sources?: ('elasticsearch' | 'google' | 'bright_data')[];
      /** @example python sql */
      skills: string;
    };
    IndustrySearchDto: {
      /** @default 20 */
      max_results?: number;
      /**
       * @default [
       *       "elasticsearch",
       *       "google",
       *       "bright_data"
       *     ]
       */
      sources?: ('elasticsearch' | 'google' | 'bright_data')[];
      /** @example Healthcare */
      industry: string;
    };
    AdvancedSearchDto: {
      /** @default 20 */
      max_results?: number;
      /**
       * @default [
       *       "elasticsearch",
       *       "google",
       *       "bright_data"
       *     ]
       */
      sources?: ('elasticsearch' | 'google' | 'bright_data')[];
      /** @example data engineer */
      query?: string;
      /**
       * @description Lead fields → accepted values (any value matches; list fields match on any element)
       * @example {
       *       "company_industry": [
       *         "Healthcare"
       *       ],
       *       "skills": [
       *         "sql",
       *         "python"
       *       ]
       *     }
       */
      filters?: {
        [key: string]: string[];
      };
    };
    HistoryUserDto: {
      id: number;
      username: string;
      email: string;
    };
    HistoryEntryDto: {
      id: number;
      /** @example fintech CTO Berlin */
      query_text: string;
      /** @enum {string} */
      query_type: 'mixed' | 'database' | 'websearch';
      /** @enum {string} */
      kind: 'general' | 'companies' | 'people' | 'skills' | 'industry' | 'advanced';
      /** Format: date-time */
      created_at: string;
      processed: boolean;
      total_results: number;
      sources: ('elasticsearch' | 'google' | 'bright_data')[];
      /**
       * @description Lead field → accepted values (advanced searches)
       * @example {
       *       "company_industry": [
       *         "Fintech"
       *       ]
       *     }
       */
      filters: {
        [key: string]: string[];
      } | null;
      errors: components['schemas']['SourceErrorsDto'];
      /** @description GET /search/history only */
      results?: components['schemas']['ResultsBySourceDto'];
      /** @description Admin views only */
      user?: components['schemas']['HistoryUserDto'];
    };
    HistoryPageResponseDto: {
      /** @enum {boolean} */
      success: true;
      history: components['schemas']['HistoryEntryDto'][];
      total: number;
      /** @example 1 */
      page: number;
      /** @example 50 */
      page_size: number;
    };
    SearchResultsResponseDto: {
      /** @enum {boolean} */
      success: true;
      results: components['schemas']['ResultsBySourceDto'];
    };
    SearchFilterOptionsResponseDto: {
      /** @enum {boolean} */
      success: true;
      /**
       * @description Field → distinct values, most frequent first (at most 100)
       * @example {
       *       "company_industry": [
       *         "Fintech",
       *         "Banking"
       *       ]
       *     }
       */
      filter_options: {
        [key: string]: string[];
      };
    };
    AdminHistoryUserDto: {
      /** @example 7 */
      id: number;
      /** @example ada */
      username: string;
      /** @example ada@example.com */
      email: string;
    };
    AdminHistoryEntryDto: {
      /** @example 42 */
      id: number;
      /** @example 7 */
      user_id: number;
      /** @example fintech founders in Berlin */
      query_text: string;
      /** @enum {string} */
      query_type: 'mixed' | 'database' | 'websearch';
      /** @enum {string} */
      kind: 'general' | 'companies' | 'people' | 'skills' | 'industry' | 'advanced';
      /** Format: date-time */
      created_at: string;
      processed: boolean;
      /** @example 12 */
      total_results: number;
      sources: ('elasticsearch' | 'google' | 'bright_data')[];
      /**
       * @description Lead field → accepted values
       * @example {
       *       "company_industry": [
       *         "Fintech"
       *       ]
       *     }
       */
      filters: {
        [key: string]: string[];
      } | null;
      /** @description Source → why it failed, for the sources that did */
      errors: components['schemas']['SourceErrorsDto'];
      /** @description Source → its result items; only in GET /admin/search-history/{id} */
      results?: components['schemas']['ResultsBySourceDto'];
      user: components['schemas']['AdminHistoryUserDto'];
    };
    AdminHistoryPageDto: {
      /** @enum {boolean} */
      success: true;
      /** @description Newest first, each with its results and its user */
      history: components['schemas']['AdminHistoryEntryDto'][];
      /**
       * @description Entries matching the filters
       * @example 120
       */
      total: number;
      /** @example 1 */
      page: number;
      /** @example 50 */
      page_size: number;
    };
    AdminFilterOptionsDto: {
      /** @enum {boolean} */
      success: true;
      /** @description E-mails of the users who have searched, sorted (at most 1000) */
      emails: string[];
      /** @description Their usernames, sorted */
      usernames: string[];
      /** @description The query types in use (['database','websearch'] before any search) */
      query_types: ('mixed' | 'database' | 'websearch')[];
    };
    ScrapeDto: {
      /**
       * @example [
       *       "https://www.linkedin.com/in/jane-doe"
       *     ]
       */
      linkedin_urls: string[];
      /** @description Search results (r_12 or 12) to link to the analysed profiles */
      search_result_ids?: string[];
    };
    ProfileAnalysisDto: {
      profile_summary: string;
      communication_style: components['schemas']['CommunicationStyleDto'];
      persona: components['schemas']['PersonaTraitsDto'];
      enhanced_persona: components['schemas']['EnhancedPersonaDto'];
      ice_breakers: string[];
      topics_of_interest: string[];
      /** @enum {boolean} */
      success: true;
    };
    ProfileAnalysisFailedDto: {
      /** @enum {boolean} */
      success: false;
      /** @example Analysis not completed */
      error: string;
    };
    ProfileResultDto: {
      linkedin_url: string;
      linkedin_data: components['schemas']['LinkedInDataDto'] | null;
      /** @description The analysis with success true, or success false and why */
      persona_analysis: components['schemas']['ProfileAnalysisDto'] | components['schemas']['ProfileAnalysisFailedDto'];
      error: string | null;
      persona_id: number | null;
      /** Format: date-time */
      persona_analyzed_at: string | null;
      /** @description Re-used from an earlier analysis (free) */
      cached: boolean;
      /** @description Analysed anew (one credit) */
      charged: boolean;
    };
    ScrapeResponseDto: {
      /** @enum {boolean} */
      success: true;
      profiles: components['schemas']['ProfileResultDto'][];
      charged_credits: number;
      /** @description Credits left */
      balance: number;
    };
    ScrapeAcceptedDto: {
      /** @enum {boolean} */
      success: true;
      /** Format: uuid */
      job_id: string;
      /** @example /api/linkedin/jobs/0b6f…/ */
      status_url: string;
    };
    ProfileProgressDto: {
      linkedin_url: string;
      /** @enum {string} */
      state: 'pending' | 'scraping' | 'analyzing' | 'completed' | 'cached' | 'failed';
      error: string | null;
    };
    JobViewDto: {
      id: string;
      /** @enum {string} */
      status: 'queued' | 'running' | 'completed' | 'failed';
      done: number;
      total: number;
      profiles_state: components['schemas']['ProfileProgressDto'][];
      charged_credits: number;
      error: string | null;
      /** @description Once the job has finished */
      profiles: components['schemas']['ProfileResultDto'][] | null;
    };
    JobResponseDto: {
      /** @enum {boolean} */
      success: true;
      job: components['schemas']['JobViewDto'];
    };
    PersonaAnalysisDto: {
      /** @description LinkedIn data to analyse */
      linkedin_data?: {
        [key: string]: unknown;
      };
      /** @description Pasted profile text (30 to 20,000 characters) */
      text?: string;
      /** @example Jane Doe */
      name?: string;
      /** @example Acme */
      company?: string;
    };
    PersonaViewDto: {
      id: number;
      /** @example https://www.linkedin.com/in/ada */
      linkedin_url: string | null;
      /** @example Ada Lovelace */
      name: string | null;
      /** @example Analytical Engines */
      company: string | null;
      /** @enum {string} */
      source: 'scrape' | 'data' | 'text';
      /** @enum {string} */
      persona_analysis_status: 'completed';
      persona_analysis: components['schemas']['PersonaAnalysisViewDto'];
      linkedin_data: components['schemas']['LinkedInDataDto'];
      /** Format: date-time */
      persona_analyzed_at: string;
      /** @example gpt-4o-mini */
      model: string;
      /** @example persona.v1 */
      prompt_version: string;
    };
    AnalyseResponseDto: {
      /** @enum {boolean} */
      success: true;
      persona: components['schemas']['PersonaViewDto'];
      /** @description Re-used from an earlier analysis of the same input (free) */
      cached: boolean;
      charged_credits: number;
      /** @description Credits left */
      balance: number;
    };
    SavePersonasDto: {
      /** @description Profile results ({linkedin_url, persona_id?}) */
      persona_results: ({
        linkedin_url?: string;
        persona_id?: number;
      } & {
        [key: string]: unknown;
      })[];
      search_result_ids: string[];
    };
    SavePersonasResponseDto: {
      /** @enum {boolean} */
      success: true;
      /** @description Links made between results and personas */
      saved: number;
    };
    PersonasByResultDto: {
      /** @enum {boolean} */
      success: true;
      /** @description Search result id → its persona */
      data: {
        [key: string]: components['schemas']['PersonaViewDto'];
      };
    };
    PersonaPageResponseDto: {
      /** @enum {boolean} */
      success: true;
      personas: components['schemas']['PersonaViewDto'][];
      total: number;
      page: number;
      page_size: number;
    };
    PersonaResponseDto: {
      /** @enum {boolean} */
      success: true;
      persona: components['schemas']['PersonaViewDto'];
    };
    EnhanceResultsDto: {
      /** @description Search result items (as the search answered them) */
      search_results?: {
        [key: string]: unknown;
      }[];
      search_result_ids?: string[];
    };
    EnhancedResultsResponseDto: {
      /** @enum {boolean} */
      success: true;
      /** @description The given results (as sent) with their persona fields filled in */
      results: components['schemas']['ResultItemDto'][];
    };
    GenerateEmailDto: {
      /**
       * @description A stored persona (GET /linkedin/persona/all/)
       * @example 12
       */
      personaId?: number;
      /**
       * @description A search result whose persona to write to (r_12 or 12)
       * @example r_12
       */
      resultId?: string;
      /**
       * @description 1 Cold Outreach, 2 Follow Up, 3 Meeting Request
       * @enum {number}
       */
      emailType: 1 | 2 | 3;
      /** @default 1 */
      variation?: number;
    };
    PersonalizationAppliedDto: {
      /** @example Analytical */
      communication_style: string;
      /** @example Concise and data-driven */
      email_tone: string;
      /**
       * @description The persona's appetite for risk
       * @example low
       */
      risk_level: string;
      /** @description The persona's first decision driver */
      top_decision_driver: string | null;
    };
    GeneratedEmailDto: {
      /** @example Ada, a quick idea for Analytical Engines */
      subject: string;
      body: string;
      personalization_applied: components['schemas']['PersonalizationAppliedDto'];
    };
    EmailResponseDto: {
      /** @enum {boolean} */
      success: true;
      email: components['schemas']['GeneratedEmailDto'];
      /** @enum {number} */
      email_type: 1 | 2 | 3;
      /** @enum {string} */
      email_type_label: 'Cold Outreach' | 'Follow Up' | 'Meeting Request';
      /** @example 1 */
      variation: number;
      persona_id: number;
      /** @description The stored e-mail for this persona, type and variation */
      cached: boolean;
    };
    CsvPersonaUploadDto: {
      /**
       * Format: binary
       * @description The CSV file: a linkedin_url column, optional names
       */
      csv_file: string;
    };
    InvalidRowDto: {
      /**
       * @description Line in the file (the header is line 1)
       * @example 4
       */
      line: number;
      /** @example linkedin.com/company/acme */
      value: string;
      /** @example Not a LinkedIn profile URL */
      error: string;
    };
    CsvPersonaUploadResponseDto: {
      /** @enum {boolean} */
      success: true;
      /** Format: uuid */
      upload_session_id: string;
      /** @example leads.csv */
      file_name: string;
      /** @enum {string} */
      status: 'processing' | 'completed' | 'partially_completed' | 'failed' | 'cancelled';
      total_rows: number;
      /** @description The first invalid rows */
      invalid_rows: components['schemas']['InvalidRowDto'][];
      invalid_count: number;
      duplicate_rows: number;
      /** @description Rows answered from earlier analyses (free) */
      reused_rows: number;
      /** @description Credits reserved: one per row analysed anew */
      credits_needed: number;
      /** @description Credits left */
      balance: number;
    };
    CsvCreditsShortDto: {
      /**
       * @example false
       * @enum {boolean}
       */
      success: false;
      /**
       * @description What went wrong, for people
       * @example Invalid credentials. Please try again.
       */
      error: string;
      /** @description The same text as `error` (for clients that read `message`) */
      message: string;
      /**
       * @description Stable machine-readable code
       * @example invalid_credentials
       */
      code: string;
      /**
       * @description Field → message, for forms
       * @example {
       *       "email": "Email already registered"
       *     }
       */
      errors?: {
        [key: string]: string;
      };
      /** @description Set on 5xx answers, to quote when reporting a problem */
      request_id?: string;
      /** @example 12 */
      shortfall: number;
      /** @example 40 */
      credits_needed: number;
      /** @example 28 */
      balance: number;
    };
    CsvSessionSummaryDto: {
      /** Format: uuid */
      id: string;
      file_name: string;
      /** @enum {string} */
      status: 'processing' | 'completed' | 'partially_completed' | 'failed' | 'cancelled';
      total_rows: number;
      completed: number;
      failed: number;
      pending: number;
      reused: number;
      charged_credits: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: date-time */
      finished_at: string | null;
    };
    CsvSessionPageDto: {
      /** @enum {boolean} */
      success: true;
      sessions: components['schemas']['CsvSessionSummaryDto'][];
      total: number;
      page: number;
      page_size: number;
    };
    CsvSessionRowDto: {
      line: number;
      linkedin_url: string;
      first_name: string | null;
      last_name: string | null;
      /** @enum {string} */
      state: 'pending' | 'scraping' | 'analysing' | 'completed' | 'failed' | 'cancelled';
      error: string | null;
      /** @description GET /api/linkedin/persona/{id} */
      persona_id: number | null;
      /** @description Answered from an earlier analysis (free) */
      reused: boolean;
    };
    CsvSessionDetailDto: {
      /** Format: uuid */
      id: string;
      file_name: string;
      /** @enum {string} */
      status: 'processing' | 'completed' | 'partially_completed' | 'failed' | 'cancelled';
      total_rows: number;
      completed: number;
      failed: number;
      pending: number;
      reused: number;
      charged_credits: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: date-time */
      finished_at: string | null;
      rows: components['schemas']['CsvSessionRowDto'][];
    };
    CsvSessionDetailResponseDto: {
      /** @enum {boolean} */
      success: true;
      session: components['schemas']['CsvSessionDetailDto'];
    };
    CsvSessionStatusDto: {
      /** @enum {string} */
      status: 'processing' | 'completed' | 'partially_completed' | 'failed' | 'cancelled';
      progress_percentage: number;
      completed: number;
      failed: number;
      pending: number;
      total_rows: number;
      /** @description Stop polling */
      is_complete: boolean;
    };
    CsvSessionStatusResponseDto: {
      /** @enum {boolean} */
      success: true;
      status: components['schemas']['CsvSessionStatusDto'];
    };
    CsvSessionHistoryDto: {
      /** @enum {boolean} */
      success: true;
      history: components['schemas']['CsvSessionSummaryDto'][];
    };
    LandingThemeDto: {
      /**
       * @description Default #4f46e5
       * @example #4f46e5
       */
      primary?: string;
      /**
       * @description Default #7c3aed
       * @example #7c3aed
       */
      secondary?: string;
      /**
       * @description Default #ffffff
       * @example #ffffff
       */
      background?: string;
      /**
       * @description Default #1f2937
       * @example #1f2937
       */
      text?: string;
      /**
       * @description Default #f59e0b
       * @example #f59e0b
       */
      accent?: string;
    };
    GenerateLandingDto: {
      /** @example fitness coaching landing page */
      prompt: string;
      /** @example gpt-4o-mini */
      model?: string;
      /** @description A page to start from (sanitised and size-checked like any page) */
      base_html?: string;
      /** @description Theme colours; missing ones take the defaults */
      theme?: components['schemas']['LandingThemeDto'];
    };
    GeneratedLandingDto: {
      /** @enum {boolean} */
      success: true;
      /** @description The page, sanitised (no scripts), ready to preview or save */
      html: string;
      /** @example gpt-4o-mini */
      model: string;
    };
    RegenerateLandingDto: {
      /** @description The current page */
      html: string;
      /** @example make it dark with rounded cards */
      prompt: string;
    };
    TemplateSummaryDto: {
      id: number;
      /** @example Spring launch */
      name: string;
      /** Format: date-time */
      updated_at: string;
      published: boolean;
      /** @example https://app.example.com/p/3q2x… */
      public_url: string | null;
    };
    TemplateListDto: {
      /** @enum {boolean} */
      success: true;
      templates: components['schemas']['TemplateSummaryDto'][];
    };
    CreateTemplateDto: {
      /**
       * @description Empty or blank becomes 'Untitled'
       * @example Fitness Landing
       */
      name?: string;
      /** @description The page HTML (sanitised on save) */
      html: string;
      /**
       * @description On a name clash, update that template instead of 409
       * @default false
       */
      upsert?: boolean;
    };
    TemplateDto: {
      id: number;
      /** @example Spring launch */
      name: string;
      /** Format: date-time */
      updated_at: string;
      published: boolean;
      /** @example https://app.example.com/p/3q2x… */
      public_url: string | null;
      html: string;
    };
    TemplateResponseDto: {
      /** @enum {boolean} */
      success: true;
      template: components['schemas']['TemplateDto'];
      /**
       * @description POST with upsert: an existing template of that name changed
       * @enum {boolean}
       */
      updated?: true;
    };
    DuplicateNameDto: {
      /**
       * @example false
       * @enum {boolean}
       */
      success: false;
      /**
       * @description What went wrong, for people
       * @example Invalid credentials. Please try again.
       */
      error: string;
      /** @description The same text as `error` (for clients that read `message`) */
      message: string;
      /**
       * @description Stable machine-readable code
       * @example invalid_credentials
       */
      code: string;
      /**
       * @description Field → message, for forms
       * @example {
       *       "email": "Email already registered"
       *     }
       */
      errors?: {
        [key: string]: string;
      };
      /** @description Set on 5xx answers, to quote when reporting a problem */
      request_id?: string;
      /** @example 12 */
      template_id: number;
    };
    UpdateTemplateDto: {
      name?: string;
      /** @description The page HTML (sanitised on save) */
      html?: string;
    };
    LandingSuccessDto: {
      /** @enum {boolean} */
      success: true;
    };
    TemplateVersionDto: {
      id: number;
      name: string;
      /** Format: date-time */
      created_at: string;
      /** @description HTML size in bytes */
      size: number;
    };
    TemplateVersionsDto: {
      /** @enum {boolean} */
      success: true;
      versions: components['schemas']['TemplateVersionDto'][];
    };
    PublishedDto: {
      /** @enum {boolean} */
      success: true;
      /** @example 3q2xY1Nc0b9Zr4hV7sKp0w */
      slug: string;
      /** @example https://app.example.com/p/3q2xY1Nc0b9Zr4hV7sKp0w */
      public_url: string;
    };
    SubmissionDto: {
      id: number;
      /** Format: date-time */
      created_at: string;
      /**
       * @example {
       *       "email": "ada@example.com",
       *       "name": "Ada"
       *     }
       */
      fields: {
        [key: string]: string;
      };
      referrer: string | null;
    };
    SubmissionsPageResponseDto: {
      /** @enum {boolean} */
      success: true;
      submissions: components['schemas']['SubmissionDto'][];
      total: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AuthController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Conflicts with what exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LogoutDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AuthController_refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefreshResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AuthController_profile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AuthController_updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Conflicts with what exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AuthController_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessageDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AuthController_requestReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessageDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AuthController_confirmReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetConfirmDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessageDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AuthController_export: {
    parameters: {
      query?: {
        /** @description Inclusive, YYYY-MM-DD */
        start_date?: string;
        /** @description Inclusive, YYYY-MM-DD */
        end_date?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserExportResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminUsersController_list: {
    parameters: {
      query?: {
        /** @description The field and direction to sort by */
        sort?: string;
        /** @description First and last row, inclusive (at most 1000 rows) */
        range?: string;
        /** @description Field → value; {"id":[1,2]} reads those rows (getMany), an unknown field is a 400 */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The rows sent and the total, e.g. "users 0-24/319" */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserDto'][];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminUsersController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  ApiTokensController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiTokenListDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  ApiTokensController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiTokenDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedApiTokenDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  ApiTokensController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RevokedApiTokenDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  OpsController_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthResponseDto'];
        };
      };
      /** @description Degraded: the same body, status degraded */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthResponseDto'];
        };
      };
    };
  };
  OpsController_sources: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SourcesResponseDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  OpsController_logAction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LogActionDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogActionResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  OpsController_logs: {
    parameters: {
      query?: {
        page?: unknown;
        page_size?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoggedActionsResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvController_fields: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvFieldsResponseDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CsvUploadDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvUploadResponseDto'];
        };
      };
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvImportAcceptedDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Unsupported file or media type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvController_sample: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvImportAcceptedDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvController_import: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeadImportOneDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvController_list: {
    parameters: {
      query?: {
        /** @description The field and direction to sort by */
        sort?: string;
        /** @description First and last row, inclusive (at most 1000 rows) */
        range?: string;
        /** @description Field → value; {"id":[1,2]} reads those rows (getMany), an unknown field is a 400 */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The rows sent and the total, e.g. "imports 0-24/319" */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeadImportDto'][];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  DbController_schemaInfo: {
    parameters: {
      query?: {
        index_pattern?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SchemaInfoResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  DbController_filterOptions: {
    parameters: {
      query: {
        index_pattern?: string;
        field:
          | 'company_name'
          | 'company_industry'
          | 'company_sector'
          | 'company_location_text'
          | 'company_size'
          | 'company_type'
          | 'company_website'
          | 'revenue_range'
          | 'company_sic_code'
          | 'company_naics_code'
          | 'name'
          | 'email'
          | 'phone'
          | 'lead_titles'
          | 'skills'
          | 'seniority_level'
          | 'decision_making_power'
          | 'linkedin_url'
          | 'lead_location'
          | 'past_companies';
        /** @description Current filters as JSON: {"company_industry":["Healthcare"]} */
        filters?: string;
        limit?: number;
        /** @description Full-text query the options should respect */
        query?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FilterOptionsResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  DbController_query: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DbQueryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DbQueryResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  DbController_lead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeadResponseDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  DbController_erase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeadErasedDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  UsageController_info: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsageInfoDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  UsageController_transactions: {
    parameters: {
      query?: {
        page?: unknown;
        page_size?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionsPageDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  UsageController_plans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlansResponseDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  UsageController_upgradePlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpgradePlanDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  UsageController_purchaseCredits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PurchaseCreditsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A vendor answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  UsageController_purchaseCreditsStripe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmountDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A vendor answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  StripeController_createCheckoutSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmountDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A vendor answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  StripeController_walletBalance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WalletBalanceDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  StripeController_webhook: {
    parameters: {
      query?: never;
      header: {
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookReceivedDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminBillingController_transactions: {
    parameters: {
      query?: {
        /** @description The field and direction to sort by */
        sort?: string;
        /** @description First and last row, inclusive (at most 1000 rows) */
        range?: string;
        /** @description Field → value; {"id":[1,2]} reads those rows (getMany), an unknown field is a 400 */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The rows sent and the total, e.g. "transactions 0-24/319" */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTransactionDto'][];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminBillingController_transaction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTransactionDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminBillingController_planRequests: {
    parameters: {
      query?: {
        /** @description The field and direction to sort by */
        sort?: string;
        /** @description First and last row, inclusive (at most 1000 rows) */
        range?: string;
        /** @description Field → value; {"id":[1,2]} reads those rows (getMany), an unknown field is a 400 */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The rows sent and the total, e.g. "plan-requests 0-24/319" */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanRequestDto'][];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminBillingController_planRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanRequestDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminBillingController_grant: {
    parameters: {
      query?: never;
      header: {
        'idempotency-key': string;
        /** @description One key per intended grant */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GrantCreditsDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GrantCreditsResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Conflicts with what exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  SearchController_search: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SearchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  SearchController_companies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanySearchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  SearchController_people: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeopleSearchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  SearchController_skills: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SkillsSearchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  SearchController_industry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IndustrySearchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  SearchController_advanced: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdvancedSearchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  SearchController_fullHistory: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPageResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  SearchController_metadata: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Entries without `results` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPageResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  SearchController_results: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResultsResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  SearchController_filterOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchFilterOptionsResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminSearchController_history: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description Part of the user’s e-mail address (case-insensitive) */
        email?: string;
        query_type?: 'mixed' | 'database' | 'websearch';
        /** @description Inclusive, YYYY-MM-DD (UTC) */
        date_from?: string;
        /** @description Inclusive, YYYY-MM-DD (UTC) */
        date_to?: string;
        processed?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminHistoryPageDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminSearchController_userHistory: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description Part of the user’s e-mail address (case-insensitive) */
        email?: string;
        query_type?: 'mixed' | 'database' | 'websearch';
        /** @description Inclusive, YYYY-MM-DD (UTC) */
        date_from?: string;
        /** @description Inclusive, YYYY-MM-DD (UTC) */
        date_to?: string;
        processed?: boolean;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminHistoryPageDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminSearchController_filterOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminFilterOptionsDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminSearchController_list: {
    parameters: {
      query?: {
        /** @description The field and direction to sort by */
        sort?: string;
        /** @description First and last row, inclusive (at most 1000 rows) */
        range?: string;
        /** @description Field → value; {"id":[1,2]} reads those rows (getMany), an unknown field is a 400 */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description The rows sent and the total, e.g. "search-history 0-24/319" */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminHistoryEntryDto'][];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  AdminSearchController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminHistoryEntryDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not allowed for this account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LinkedinController_scrape: {
    parameters: {
      query?: {
        /** @description 1: answer 202 with a job id at once */
        async?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScrapeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScrapeResponseDto'];
        };
      };
      /** @description With ?async=1: follow status_url */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScrapeAcceptedDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not enough credits */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A vendor answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LinkedinController_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobResponseDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LinkedinController_analyse: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PersonaAnalysisDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalyseResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not enough credits */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A vendor answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LinkedinController_save: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SavePersonasDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavePersonasResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LinkedinController_get: {
    parameters: {
      query: {
        /** @description Repeat the parameter: ?search_result_ids=1&search_result_ids=2 */
        search_result_ids: string[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonasByResultDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LinkedinController_all: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonaPageResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LinkedinController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PersonaResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LinkedinController_enhance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EnhanceResultsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EnhancedResultsResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  EmailController_generate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateEmailDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A vendor answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvPersonaController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CsvPersonaUploadDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvPersonaUploadResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not enough credits for the file */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvCreditsShortDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvPersonaController_sessions: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvSessionPageDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvPersonaController_session: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvSessionDetailResponseDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvPersonaController_status: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvSessionStatusResponseDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvPersonaController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvSessionStatusResponseDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvPersonaController_results: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvSessionHistoryDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  CsvPersonaController_file: {
    parameters: {
      query?: {
        /** @description Add the Cold Outreach e-mail per row */
        include_email?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description UTF-8 CSV with BOM (attachment) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_generate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateLandingDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeneratedLandingDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A vendor answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_regenerate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegenerateLandingDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeneratedLandingDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A vendor answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description A service this call needs is unavailable or not configured (database, queue, vendor) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateListDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTemplateDto'];
      };
    };
    responses: {
      /** @description upsert: the template of that name, updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateResponseDto'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Another template has that name */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DuplicateNameDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateResponseDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LandingSuccessDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTemplateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Another template has that name */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DuplicateNameDto'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_versions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateVersionsDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_restore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        versionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateResponseDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_publish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishedDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_unpublish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LandingSuccessDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_listSubmissions: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubmissionsPageResponseDto'];
        };
      };
      /** @description Invalid input (the message names the field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingController_download: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Not signed in, or the token is invalid, expired or revoked */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
      /** @description Not found (or not yours) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelopeDto'];
        };
      };
    };
  };
  LandingPublicController_page: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Not published (a not-found page) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
    };
  };
  LandingPublicController_submit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Thank-you page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The form could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Not published */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Too many or too large fields */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Too many submissions from this address: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
    };
  };
}
