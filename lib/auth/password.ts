import "server-only";
import bcrypt from "bcryptjs";

// bcrypt (pure-JS build, same algorithm and format as the native one) avoids a native addon install.
const COST = 10;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72; // bcrypt ignores bytes past 72

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, COST);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}
