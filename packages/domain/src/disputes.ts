/** What a merchant may write as a dispute's evidence (characters); free of zod so light bundles can read it. */
export const DISPUTE_EVIDENCE_TEXT_MAX = 5000;
