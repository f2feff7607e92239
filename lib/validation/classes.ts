import { z } from "zod";
import { newPasswordSchema } from "@/lib/auth/password-policy";
import { visibleText } from "./visible-text";

// Client forms import these from ./password-rules directly (no zxcvbn dictionaries in the bundle).
export { PASSWORD_RULES } from "./password-rules";

export const usernameSchema = z
  .string()
  .trim()
  .min(3, "a username needs at least 3 characters")
  .max(32, "a username can have at most 32 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "use only letters, digits, dots, dashes and underscores");

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
  .object({ username: usernameSchema, password: newPasswordSchema, displayName: displayNameSchema.optional() })
  .strict();

export const joinRequestSchema = z
  .object({
    code: joinCodeSchema,
    username: usernameSchema.optional(),
    password: newPasswordSchema.optional(),
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
export const resetPasswordSchema = z.object({ password: newPasswordSchema.optional() }).strict();

export const idParamSchema = z.coerce.number().int().positive().max(2 ** 31);

/** The admin creates a teacher account with an initial password (they pass it on in person). */
export const createTeacherSchema = z
  .object({ username: usernameSchema, displayName: displayNameSchema.optional(), password: newPasswordSchema })
  .strict();
export const transferClassSchema = z.object({ teacherId: z.number().int().positive().max(2 ** 31) }).strict();
