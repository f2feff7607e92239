// Password length rules, on their own so client forms can show them without loading the
// strength checker's dictionaries (lib/auth/password-policy.ts, server side).
// 72 bytes is the old bcrypt limit, kept so rules do not change.
export const PASSWORD_RULES = { min: 8, max: 72 } as const;
