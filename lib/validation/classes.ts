import { z } from "zod";
import { visibleText } from "./visible-text";

// Mirrors lib/auth/password.ts (which is server-only); 72 bytes is the old bcrypt limit, kept so rules do not change.
export const PASSWORD_RULES = { min: 8, max: 72 } as const;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, "a username needs at least 3 characters")
  .max(32, "a username can have at most 32 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "use only letters, digits, dots, dashes and underscores");

export const passwordSchema = z
  .string()
  .min(PASSWORD_RULES.min, `a password needs at least ${PASSWORD_RULES.min} characters`)
  .refine((p) => new TextEncoder().encode(p).length <= PASSWORD_RULES.max, `a password can be at most ${PASSWORD_RULES.max} bytes`);

export const displayNameSchema = z
  .string()
  .max(600, "a name can have at most 60 characters") // before stripping: bounds the work
  .transform(visibleText)
  .pipe(z.string().trim().min(1, "a name cannot be empty").max(60, "a name can have at most 60 characters"));

export const classNameSchema = z
  .string()
  .max(800, "a class name can have at most 80 characters")
  .transform(visibleText)
  .pipe(z.string().trim().min(1, "a class name cannot be empty").max(80, "a class name can have at most 80 characters"));

/** Generous on input (spaces, lower case, no dash); normalised before lookup. */
export const joinCodeSchema = z
  .string()
  .trim()
  .min(4, "enter the join code")
  .max(20, "that is not a join code")
  .regex(/^[A-Za-z0-9 -]+$/, "that is not a join code");

export const setupRequestSchema = z
  .object({ username: usernameSchema, password: passwordSchema, displayName: displayNameSchema.optional() })
  .strict();

export const joinRequestSchema = z
  .object({
    code: joinCodeSchema,
    username: usernameSchema.optional(),
    password: passwordSchema.optional(),
    displayName: displayNameSchema.optional(),
  })
  .strict()
  // Without a session both credentials are required; a signed-in student may join with the code alone.
  .refine((v) => !!v.username === !!v.password, { message: "send both username and password", path: ["username"] });

export const createClassSchema = z.object({ name: classNameSchema }).strict();
export const updateClassSchema = z
  .object({ name: classNameSchema.optional(), shareOwnWork: z.boolean().optional() })
  .strict()
  .refine((v) => v.name !== undefined || v.shareOwnWork !== undefined, { message: "send a name or shareOwnWork", path: ["name"] });
export const updateStudentSchema = z.object({ displayName: displayNameSchema }).strict();
export const resetPasswordSchema = z.object({ password: passwordSchema.optional() }).strict();

export const idParamSchema = z.coerce.number().int().positive().max(2 ** 31);

/** The admin creates a teacher account with an initial password (they pass it on in person). */
export const createTeacherSchema = z
  .object({ username: usernameSchema, displayName: displayNameSchema.optional(), password: passwordSchema })
  .strict();
export const transferClassSchema = z.object({ teacherId: z.number().int().positive().max(2 ** 31) }).strict();
