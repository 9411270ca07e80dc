// React DOM's client through a module of the app: vite.config.ts puts it in React DOM's chunk,
// so React DOM starts when that chunk is evaluated, in a task of its own before the entry's
// (/boot.js; decision 024), and not inside the entry's evaluation.
export { createRoot, hydrateRoot } from 'react-dom/client';
