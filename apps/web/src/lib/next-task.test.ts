import { describe, expect, it } from 'vitest';
import { loadInTasks } from './next-task.ts';

describe('loadInTasks', () => {
  it('runs each loader in a task after the one before, then the last, and gives its module', async () => {
    const ran: string[] = [];
    const loader = (name: string) => () => {
      ran.push(name);
      return Promise.resolve();
    };
    const loading = loadInTasks([loader('react'), loader('react-dom')], async () => {
      ran.push('start');
      return { start: 'module' };
    });
    // Nothing runs in the caller's task.
    expect(ran).toEqual([]);
    await expect(loading).resolves.toEqual({ start: 'module' });
    expect(ran).toEqual(['react', 'react-dom', 'start']);
  });

  it('stops at the first loader that fails, with its error', async () => {
    const ran: string[] = [];
    const failing = loadInTasks(
      [() => Promise.reject(new Error('offline')), async () => void ran.push('react-dom')],
      async () => void ran.push('start'),
    );
    await expect(failing).rejects.toThrow('offline');
    expect(ran).toEqual([]);
  });
});
