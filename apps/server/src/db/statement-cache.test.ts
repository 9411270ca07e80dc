import { SQLiteDatabase as SQLite, type SQLiteFile } from './sqlite-driver.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

const open = () => {
  const file = new SQLite(':memory:');
  file.exec('create table t (id integer primary key, v text)');
  return file;
};

let file: SQLiteFile;
afterEach(() => file.close());

describe('withStatementCache', () => {
  it('prepares each SQL text once and answers the same statement again', () => {
    file = open();
    const prepare = vi.spyOn(file, 'prepare');
    const db = withStatementCache(file);
    const insert = db.prepare('insert into t (v) values (?)');
    insert.run(['a']);
    db.prepare('insert into t (v) values (?)').run(['b']);
    const select = 'select v from t where id = ?';
    expect(db.prepare(select).all([1])).toEqual([{ v: 'a' }]);
    expect(db.prepare(select).all([2])).toEqual([{ v: 'b' }]);
    expect(db.prepare('insert into t (v) values (?)')).toBe(insert);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `max` statements, dropping the least recently used text', () => {
    file = open();
    const prepare = vi.spyOn(file, 'prepare');
    const db = withStatementCache(file, 2);
    db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1');
    db.prepare('select 3');
    db.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('a statement prepared before a schema change still reads every column', () => {
    file = open();
    const db = withStatementCache(file);
    db.prepare('insert into t (v) values (?)').run(['a']);
    expect(db.prepare('select * from t').all([])).toEqual([{ id: 1, v: 'a' }]);
    file.exec("alter table t add column w text not null default 'x'");
    expect(db.prepare('select * from t').all([])).toEqual([{ id: 1, v: 'a', w: 'x' }]);
  });
});
