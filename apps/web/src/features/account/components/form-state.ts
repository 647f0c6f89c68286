import type { FieldProblem } from "@portal/contracts/validation";
import { useState } from "react";
import type { z } from "zod";

export type Problem = Pick<FieldProblem, "key" | "params">;
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
  const hasProblems = (found: Problems) => {
    setProblems(found);
    return Object.values(found).some(Boolean);
  };
  return { values, change, problems, setProblems, hasProblems };
}
