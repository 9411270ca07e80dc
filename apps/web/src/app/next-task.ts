/** Resolves in a task of its own, after the browser has had its turn (a tap, a frame). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
