/** True when `work` settled within `ms`, false when the deadline came first (the work keeps running). */
export async function withDeadline(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  const finished = await Promise.race([settled, deadline]);
  clearTimeout(timer);
  return finished;
}
