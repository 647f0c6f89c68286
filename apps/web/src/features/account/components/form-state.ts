import type { ErrorName } from "@portal/contracts/errors";
import type { FieldProblem } from "@portal/contracts/validation";
import { useState } from "react";
import type { z } from "zod";
import { refusalName } from "../../../lib/refusal";

/** A translated validation key, or `text`: the server's message, already in the player's language. */
export type Problem = Pick<FieldProblem, "key" | "params"> & { text?: string };
export type Problems = Partial<Record<string, Problem>>;

/** The first problem of each field of a failed parse (keys like "validation:emailInvalid"). */
export function fieldProblems(error: z.ZodError): Problems {
  const problems: Problems = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (problems[field]) continue;
    const key = issue.message.includes(":") ? issue.message : "validation:invalid";
    const params = ("params" in issue ? (issue.params as Record<string, unknown>) : undefined) ?? {};
    problems[field] = { key, params };
  }
  return problems;
}

/** Server refusals that are about the new address or the code, so they show under that field. */
const fieldOfRefusal: Partial<Record<ErrorName, "address" | "code">> = {
  emailTaken: "address",
  emailBound: "address",
  emailSame: "address",
  phoneTaken: "address",
  phoneBound: "address",
  phoneSame: "address",
  codeWrong: "code",
  codeExpired: "code",
  codeTooManyTries: "code",
};

/** The field a server refusal is about ("address", "code"), or null for an outcome (a toast). */
export function refusedField(error: unknown): "address" | "code" | null {
  const name = refusalName(error);
  return name ? (fieldOfRefusal[name] ?? null) : null;
}

/** A server message shown under a field. */
export const refusalProblem = (error: Error): Problem => ({ key: "", params: {}, text: error.message });

/** Form values plus the problem shown under each field; typing in a field clears its problem. */
export function useFormState<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const change =
    <K extends keyof T & string>(name: K) =>
    (value: T[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setProblems((current) => (current[name] ? { ...current, [name]: undefined } : current));
    };
  /** Shows a problem under one field (e.g. one the server found), leaving the others. */
  const setProblem = (name: keyof T & string) => (problem: Problem) =>
    setProblems((current) => ({ ...current, [name]: problem }));
  const hasProblems = (found: Problems) => {
    setProblems(found);
    return Object.values(found).some(Boolean);
  };
  /** A field's props: its value, the problem under it, and the change that clears that problem. */
  const field = <K extends keyof T & string>(name: K) => ({
    value: values[name],
    problem: problems[name],
    onChange: change(name),
  });
  return { values, change, field, problems, setProblem, hasProblems };
}
