import type { $ZodType as ZodType } from "zod/v4/core";

export type Access = "public" | "user" | "admin";
export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** One API route: CDK makes a Lambda and an HTTP API route of it, the local server dispatches on it. */
export interface RouteDef {
  method: Method;
  /** API Gateway style path, e.g. /materials/{id}; served under /api in both AWS and locally. */
  path: string;
  access: Access;
  body?: ZodType;
  query?: ZodType;
  /** Largest accepted request body in bytes (413 above it). */
  maxBodyBytes?: number;
}

export const defineRoutes = <const T extends Record<string, RouteDef>>(r: T) => r;

/** Body of every 4xx/5xx answer. */
export interface ApiError {
  message: string;
  issues?: { path: string; message: string }[];
}

export const API_PREFIX = "/api";
