import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { TestClient } from "./test-app.ts";

/** Does what the ALTCHA widget does: fetches a challenge, finds its counter, answers the payload. */
export async function solvedChallenge(client: TestClient): Promise<string> {
  const answer = await client.get<Challenge>("/api/challenge");
  if (answer.code !== 200) throw new Error(`challenge failed: ${answer.msg}`);
  const solution = await solveChallenge({ challenge: answer.data, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge: answer.data, solution })).toString("base64");
}
