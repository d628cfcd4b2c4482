// What each field of a saved game must hold to be kept, at its edges: a record is read field by field (schema.ts) and
// one field out of bounds sets the whole record aside, never half-read and never a crash.
import { describe, expect, it } from 'vitest';
import { MAX_TIME } from '../../../../src/session/storage/limits';
import { checkSession } from '../../../../src/session/storage/checkRecord';
import { isSummary, readRecord, Refused, summarize, type Json } from '../../../../src/session/storage/schema';
import schema2 from '../fixtures/schema-2.json';

const reasonOf = (change: Json) => {
  const checked = checkSession({ ...schema2, ...change });
  return checked.ok ? 'kept' : checked.reason;
};

describe('a stored record keeps a field only within its bounds', () => {
  it('an id is 1 to 100 letters, digits, _ or -, and nothing around them', () => {
    for (const id of ['a', '-', '_', 'x'.repeat(100), 'game-1_B']) expect(reasonOf({ id }), id).toBe('kept');
    for (const id of ['', 'x'.repeat(101), 'a b', ' ab', 'ab ', 'é', 'a\n', 7, null])
      expect(reasonOf({ id }), JSON.stringify(id)).toBe('wrong-types');
  });

  it('a time is whole milliseconds from 1970 up to the last a Date holds', () => {
    for (const created of [0, 1, MAX_TIME - 1, MAX_TIME]) expect(reasonOf({ created, updated: created })).toBe('kept');
    for (const bad of [-1, MAX_TIME + 1, Number.NaN, Number.POSITIVE_INFINITY, '1795000000000', null]) {
      expect(reasonOf({ created: bad }), `created ${bad}`).toBe('wrong-types');
      expect(reasonOf({ updated: bad }), `updated ${bad}`).toBe('wrong-types');
    }
  });

  it('the revision is a whole number from 0, and a record without one is at 0', () => {
    for (const rev of [0, 1, 7])
      expect(checkSession({ ...schema2, rev })).toMatchObject({ ok: true, session: { rev } });
    for (const rev of [-1, 1.5, '3', true]) expect(reasonOf({ rev }), String(rev)).toBe('wrong-types');
  });

  it('a current record names the current schema, as a number', () => {
    for (const schema of [0, 1, 3, '2'])
      expect(readRecord({ ...schema2, schema }), String(schema)).toBeInstanceOf(Refused);
    expect(readRecord(schema2)).not.toBeInstanceOf(Refused);
  });

  it('the table is an object the engine accepts, or the record is damaged', () => {
    for (const config of ['Ann, Bob, Cat', null, [], { players: ['Ann'], starter: 0 }, { players: 'Ann', starter: 0 }])
      expect(reasonOf({ config }), JSON.stringify(config)).toBe('wrong-types');
  });

  it('without a table, the log and the seats are refused as damage, not read against no table', () => {
    for (const change of [{}, { redo: [{ type: 'placeFirst' }] }, { actions: [] }])
      expect(reasonOf({ config: null, ...change }), JSON.stringify(change)).toBe('wrong-types');
  });

  it('the log and the redo stack are lists of actions; an action the engine cannot read is an illegal log', () => {
    for (const field of ['actions', 'redo']) {
      for (const bad of ['placeFirst', { type: 'placeFirst' }, [{ type: 'placeFirst' }, 'bid'], [null], null])
        expect(reasonOf({ [field]: bad }), `${field} ${JSON.stringify(bad)}`).toBe('wrong-types');
      expect(reasonOf({ [field]: [{ type: 'fly' }] }), field).toBe('illegal-log');
    }
  });

  it('the seats are one distinct player id per seat of the table', () => {
    expect(checkSession(schema2)).toMatchObject({ ok: true, session: { seats: schema2.seats } });
    for (const seats of [[], ['p-ann', 'p-bob'], ['p-ann', 'p-bob', 'n-cat', 'p-dan'], ['p-ann', 'p-bob', 7], 'p-ann'])
      expect(reasonOf({ seats }), JSON.stringify(seats)).toBe('wrong-types');
  });

  it('a log the engine cannot read refuses the record as an illegal log, whichever list holds it', () => {
    for (const field of ['actions', 'redo'])
      expect(readRecord({ ...schema2, [field]: [{ type: 'fly' }] }), field).toEqual(new Refused('illegal-log'));
  });

  it('the first refusal met stands, unless a later field has the wrong shape', () => {
    expect(reasonOf({ actions: 'none', redo: [{ type: 'fly' }] })).toBe('wrong-types');
    expect(reasonOf({ actions: [{ type: 'fly' }], redo: [{ type: 'fly' }] })).toBe('illegal-log');
  });
});

describe('an index entry is kept only when every column holds what the game could', () => {
  const entry = () => {
    const checked = checkSession(schema2);
    if (!checked.ok) throw new Error(checked.reason);
    return summarize(checked.session, checked.state) as Json;
  };

  it('the fixture’s entry is well-formed, at three players and round 1', () => {
    expect(entry()).toMatchObject({ players: ['Ann', 'Bob', 'Cat'], round: 1, winner: null, over: false });
    expect(isSummary(entry())).toBe(true);
  });

  it('its players are three names or more, its round from 1, and a list per seat holds one value per player', () => {
    const with_ = (change: Json) => isSummary({ ...entry(), ...change });
    expect(with_({ players: ['Ann', 'Bob', 'Cat', 'Dan'], successes: [0, 0, 0, 1], seats: ['a', 'b', 'c', 'd'] })).toBe(
      true,
    );
    expect(with_({ players: ['Ann', 'Bob'], successes: [0, 0], seats: ['a', 'b'] })).toBe(false);
    expect(with_({ players: ['Ann', 'Bob', 3] })).toBe(false);
    expect(with_({ round: 0 })).toBe(false);
    expect(with_({ round: 2 })).toBe(true);
    expect(with_({ successes: [0, 0] })).toBe(false);
    expect(with_({ successes: [0, 0, '1'] })).toBe(false);
    expect(with_({ seats: ['a', 'b'] })).toBe(false);
    expect(with_({ seats: ['a', 'b', 3] })).toBe(false);
  });

  it('its winner is a seat or none, its times are times and its counts are numbers', () => {
    const with_ = (change: Json) => isSummary({ ...entry(), ...change });
    for (const winner of [0, 2, null]) expect(with_({ winner }), String(winner)).toBe(true);
    for (const winner of ['0', undefined, false]) expect(with_({ winner }), String(winner)).toBe(false);
    for (const over of [true, false]) expect(with_({ over })).toBe(true);
    for (const change of [{ over: 1 }, { created: -1 }, { updated: MAX_TIME + 1 }, { rev: '1' }, { actions: '2' }])
      expect(with_(change), JSON.stringify(change)).toBe(false);
    expect(isSummary(null)).toBe(false);
  });
});
