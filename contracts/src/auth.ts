import { z } from "zod";

export const roleSchema = z.enum(["user", "admin"]);
export type Role = z.infer<typeof roleSchema>;

/** POST /api/auth/login body. The username is the account's email. */
export const loginInputSchema = z.object({
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The current user as GET /api/auth/user and POST /api/auth/login answer it. */
export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: roleSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
