import { mkdirSync, writeFileSync } from "node:fs";
import { generateRefs, refsDir } from "../src/refs-generator.ts";

mkdirSync(refsDir, { recursive: true });
for (const [file, text] of await generateRefs()) writeFileSync(file, text);
console.log(`route refs written to ${refsDir}`);
