import { LoginInput, RefreshInput, SignupInput, UpdatePasswordInput } from "../schemas/auth";
import { CompanyListQuery } from "../schemas/company";
import { ContactUpdate } from "../schemas/contact";
import * as z from "../schemas/zod";
import { defineRoutes } from "./contract";

/** Sign-in and session, the current user, companies, contacts and settings. */
export const coreRoutes = defineRoutes({
  "auth.authenticate": { method: "POST", path: "/auth/authenticate", access: "public", body: LoginInput },
  "auth.refreshToken": { method: "POST", path: "/auth/refreshToken", access: "public", body: RefreshInput },
  "auth.updatePassword": { method: "POST", path: "/auth/updatePassword", access: "user", body: UpdatePasswordInput },
  "auth.signup": { method: "POST", path: "/auth/signup", access: "public", body: SignupInput },
  "me.get": { method: "GET", path: "/me", access: "user" },
  "companies.list": { method: "GET", path: "/companies", access: "user", query: CompanyListQuery },
  "companies.get": { method: "GET", path: "/companies/{id}", access: "user" },
  "users.list": { method: "GET", path: "/users", access: "admin" },
  "contacts.get": { method: "GET", path: "/contacts/{id}", access: "user" },
  "contacts.update": { method: "POST", path: "/contacts/{id}", access: "user", body: ContactUpdate },
  "config.get": { method: "GET", path: "/config", access: "admin", query: z.object({ configName: z.string().check(z.minLength(1), z.maxLength(100)) }) },
  "config.put": {
    method: "PUT",
    path: "/config",
    access: "admin",
    query: z.object({ configName: z.string().check(z.minLength(1), z.maxLength(100)) }),
    body: z.object({ value: z.unknown(), version: z.optional(z.number().check(z.int(), z.minimum(0))) }),
  },
});
