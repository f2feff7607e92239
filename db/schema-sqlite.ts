import { sql, type InferInsertModel, type InferSelectModel } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const skills = sqliteTable("skills", {
  id: text("id").primaryKey(), // slug, e.g. "linear-two-step"
  name: text("name").notNull(),
  level: text("level").notNull(), // arithmetic, fractions, ..., word-problems
  description: text("description").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
});
export type Skill = InferSelectModel<typeof skills>;

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    displayName: text("display_name").notNull(),
    role: text("role", { enum: ["teacher", "student"] }).notNull(),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_username_uq").on(sql`lower(${t.username})`)],
);
export type User = InferSelectModel<typeof users>;
export type NewUser = InferInsertModel<typeof users>;

export const sessions = sqliteTable(
  "sessions",
  {
    // sha256 of the cookie token: a leaked database does not leak live sessions
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);
export type Session = InferSelectModel<typeof sessions>;

export const loginAttempts = sqliteTable("login_attempts", {
  key: text("key").primaryKey(), // lower(username)
  failures: integer("failures").notNull().default(0),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
  lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
});
export type LoginAttempt = InferSelectModel<typeof loginAttempts>;

/**
 * The rate limits' fixed-window counters (lib/security/rate-limit.ts), here so that every server
 * process counts against one budget. `window_start` is in ms since the epoch; rows whose window
 * passed are deleted as new ones come (db/queries/rate-limits.ts).
 */
export const rateLimitCounters = sqliteTable(
  "rate_limit_counters",
  {
    limiter: text("limiter").notNull(),
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.limiter, t.key] }), index("rate_limit_counters_window").on(t.limiter, t.windowStart)],
);

export const classes = sqliteTable(
  "classes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinCode: text("join_code").notNull(),
    /** Students' own-problem work (checked on /own) is shown to the class's teacher; on by default. */
    shareOwnWork: integer("share_own_work", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("classes_join_code_uq").on(t.joinCode), index("classes_teacher_idx").on(t.teacherId)],
);
export type Class = InferSelectModel<typeof classes>;

export const classMembers = sqliteTable(
  "class_members",
  {
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.studentId] }), index("class_members_student_idx").on(t.studentId)],
);
export type ClassMember = InferSelectModel<typeof classMembers>;

export const problems = sqliteTable(
  "problems",
  {
    id: text("id").primaryKey(), // stable slug, e.g. "lin2-004" or "gsm8k-train-00012"
    title: text("title").notNull(),
    statement: text("statement").notNull(),
    answer: text("answer").notNull(),
    referenceSteps: text("reference_steps", { mode: "json" }).$type<string[]>().notNull(),
    difficulty: integer("difficulty").notNull(), // 1 (easiest) .. 5
    source: text("source", { enum: ["generated", "gsm8k", "teacher"] }).notNull(),
    credit: text("credit").notNull().default(""),
    // teacher-authored problems are visible to that teacher's classes only
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The authoring form's key for one problem: a second save of the same form returns the first problem. */
    clientKey: text("client_key"),
    /** An archived problem is hidden from students; its attempts are kept. */
    archivedAt: integer("archived_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("problems_author_idx").on(t.authorId), uniqueIndex("problems_author_client_key_uq").on(t.authorId, t.clientKey)],
);
export type Problem = InferSelectModel<typeof problems>;
export type NewProblem = InferInsertModel<typeof problems>;

export const problemSkills = sqliteTable(
  "problem_skills",
  {
    problemId: text("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    skillId: text("skill_id")
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.skillId] }), index("problem_skills_skill_idx").on(t.skillId)],
);
export type ProblemSkill = InferSelectModel<typeof problemSkills>;

export const submissions = sqliteTable(
  "submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // null for anonymous API use; such attempts are stored but belong to no one
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    problemId: text("problem_id").references(() => problems.id, { onDelete: "set null" }),
    problemText: text("problem_text").notNull(),
    steps: text("steps", { mode: "json" }).$type<string[]>().notNull(),
    firstErrorIndex: integer("first_error_index").notNull(),
    outcome: text("outcome", { enum: ["correct", "incorrect", "unsure"] }).notNull(),
    answerCorrect: integer("answer_correct", { mode: "boolean" }),
    modelUsed: integer("model_used", { mode: "boolean" }).notNull().default(false),
    durationMs: integer("duration_ms").notNull().default(0),
    /** The highest hint level (1-3) the student asked for on this problem since their previous attempt; 0: unaided. */
    hintLevel: integer("hint_level").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // A user's attempts in order (created_at, then id), with each one's stored bytes (the same
    // expression as storedSince's, db/queries/submissions.ts): the storage budget of every check
    // reads this index alone, not each of the day's rows.
    index("submissions_user_idx").on(t.userId, t.createdAt, t.id, sql`(octet_length(${t.problemText}) + octet_length(${t.steps}))`),
    index("submissions_problem_idx").on(t.problemId, t.createdAt),
    // A user's attempts at one problem: the identical-resubmission lookup of every check reads
    // these, not all of the user's attempts of the day (issue 33).
    index("submissions_user_problem_idx").on(t.userId, t.problemId, t.createdAt),
  ],
);
export type Submission = InferSelectModel<typeof submissions>;
export type NewSubmission = InferInsertModel<typeof submissions>;

/**
 * One "I'm stuck" hint a signed-in student asked for. Requests not yet followed by an attempt have
 * no submission; the next attempt on the same problem takes them (its hint_level is their highest
 * level), so hint use is stored with the attempt it helped.
 */
export const hintRequests = sqliteTable(
  "hint_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    problemId: text("problem_id").references(() => problems.id, { onDelete: "set null" }),
    /** The statement, so an own problem (no id) is matched to its attempt too. */
    problemText: text("problem_text").notNull(),
    level: integer("level").notNull(),
    submissionId: integer("submission_id").references(() => submissions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("hint_requests_user_idx").on(t.userId, t.submissionId)],
);
export type HintRequest = InferSelectModel<typeof hintRequests>;

export const stepFeedback = sqliteTable(
  "step_feedback",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    stepIndex: integer("step_index").notNull(),
    content: text("content").notNull(),
    // "carried": follows correctly from an earlier error (see lib/check/types.ts Verdict)
    verdict: text("verdict", { enum: ["correct", "incorrect", "unsure", "carried"] }).notNull(),
    score: real("score").notNull(),
    errorType: text("error_type"),
    message: text("message"),
    /** verdict "carried": 0-based index of the first error it builds on. */
    carriedFrom: integer("carried_from"),
    /** The step could not be read as math; such a submission never counts as correct. */
    unreadable: integer("unreadable", { mode: "boolean" }).notNull().default(false),
    /** The named rules behind the checker's verdict, deciding one first (lib/check/rules/registry.ts). */
    ruleIds: text("rule_ids", { mode: "json" }).$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("step_feedback_sub_idx").on(t.submissionId, t.stepIndex),
    index("step_feedback_error_idx").on(t.errorType),
  ],
);
export type StepFeedbackRow = InferSelectModel<typeof stepFeedback>;

export const mastery = sqliteTable(
  "mastery",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillId: text("skill_id")
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
    pKnown: real("p_known").notNull(),
    opportunities: integer("opportunities").notNull().default(0),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
);
export type Mastery = InferSelectModel<typeof mastery>;

export const masteryEvents = sqliteTable(
  "mastery_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillId: text("skill_id")
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
    submissionId: integer("submission_id").references(() => submissions.id, { onDelete: "cascade" }),
    pKnown: real("p_known").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mastery_events_user_idx").on(t.userId, t.skillId, t.createdAt)],
);
export type MasteryEvent = InferSelectModel<typeof masteryEvents>;

export const assignments = sqliteTable(
  "assignments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    // a skill-based practice set names its skill; its problems are still fixed at creation
    skillId: text("skill_id").references(() => skills.id, { onDelete: "set null" }),
    dueAt: integer("due_at", { mode: "timestamp_ms" }),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("assignments_class_idx").on(t.classId)],
);
export type Assignment = InferSelectModel<typeof assignments>;

export const assignmentProblems = sqliteTable(
  "assignment_problems",
  {
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    problemId: text("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.problemId] })],
);
export type AssignmentProblem = InferSelectModel<typeof assignmentProblems>;

/**
 * A teacher's correction of the checker's verdict on one submission. The corrected verdicts are
 * written through to `submissions` / `step_feedback` (so every view, aggregate and export reads
 * them without knowing about corrections); the checker's own verdicts are kept here, so the
 * correction can be undone and exported as evaluation data for the checker.
 */
export const verdictCorrections = sqliteTable(
  "verdict_corrections",
  {
    submissionId: integer("submission_id")
      .primaryKey()
      .references(() => submissions.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id").references(() => users.id, { onDelete: "set null" }),
    // "fine": the teacher says this step has no error; "first-error": the first error is this step
    kind: text("kind", { enum: ["fine", "first-error"] }).notNull(),
    stepIndex: integer("step_index").notNull(),
    /** The corrected first error (-1: no faulty step) and its type: the label of the exported item. */
    firstErrorIndex: integer("first_error_index").notNull(),
    errorType: text("error_type"),
    /** The rule whose verdict the teacher overrode (the checker's flag it calls fine, or its first flag), null when none named one. */
    ruleId: text("rule_id"),
    original: text("original", { mode: "json" }).$type<OriginalVerdicts>().notNull(),
    /** The teacher's note to the student, shown with the correction ("" when none). */
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("verdict_corrections_teacher_idx").on(t.teacherId)],
);
export type VerdictCorrection = InferSelectModel<typeof verdictCorrections>;

/** The checker's verdicts on a submission before a teacher corrected them. */
export interface OriginalVerdicts {
  firstErrorIndex: number;
  outcome: "correct" | "incorrect" | "unsure";
  answerCorrect: boolean | null;
  steps: { index: number; verdict: string; errorType: string | null; message: string | null; carriedFrom?: number | null }[];
}
