import * as pg from "./schema-pg";
import * as sqlite from "./schema-sqlite";
import { dialect } from "./dialect";

/**
 * The tables the queries use, for the database this process runs on. Both schemas declare the same
 * tables and columns (schema-parity.test.ts); the SQLite one gives the types, so db/queries is
 * written once against the subset of drizzle both dialects share (awaited builders, no .get/.all/
 * .run, raw SQL through db/client's rawAll/rawGet/rawRun).
 */
const chosen = (dialect === "postgres" ? pg : sqlite) as unknown as typeof sqlite;

export const {
  skills,
  users,
  sessions,
  loginAttempts,
  rateLimitCounters,
  classes,
  classMembers,
  problems,
  problemSkills,
  submissions,
  hintRequests,
  stepFeedback,
  mastery,
  masteryEvents,
  assignments,
  assignmentProblems,
  verdictCorrections,
} = chosen;

export type {
  Assignment,
  AssignmentProblem,
  Class,
  ClassMember,
  HintRequest,
  LoginAttempt,
  Mastery,
  MasteryEvent,
  NewProblem,
  NewSubmission,
  NewUser,
  OriginalVerdicts,
  Problem,
  ProblemSkill,
  Session,
  Skill,
  StepFeedbackRow,
  Submission,
  User,
  VerdictCorrection,
} from "./schema-sqlite";
