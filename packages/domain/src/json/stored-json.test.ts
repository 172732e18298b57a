import { describe, expect, it } from 'vitest';
import { parseStoredJson, storedObject, storedObjectList } from './stored-json.ts';

describe('stored JSON', () => {
  it('parses a JSON string and passes any other value through', () => {
    expect(parseStoredJson('[1,"a"]')).toEqual([1, 'a']);
    expect(parseStoredJson('not json')).toBeUndefined();
    const list = [{ word: 'maja' }];
    expect(parseStoredJson(list)).toBe(list);
    expect(parseStoredJson(null)).toBeNull();
  });

  it('keeps the object entries of a list', () => {
    expect(storedObjectList('[{"word":"maja"},3,null,"x"]')).toEqual([{ word: 'maja' }]);
    expect(storedObjectList([{ a: 1 }, [2]])).toEqual([{ a: 1 }, [2]]);
    expect(storedObjectList('{"word":"maja"}')).toEqual([]);
    expect(storedObjectList('[broken')).toEqual([]);
  });

  it('reads an object, else {}', () => {
    expect(storedObject('{"sentence":"Ma olen kodus"}')).toEqual({ sentence: 'Ma olen kodus' });
    expect(storedObject({ verb: 'olema' })).toEqual({ verb: 'olema' });
    expect(storedObject('[1]')).toEqual({});
    expect(storedObject('oops')).toEqual({});
    expect(storedObject(7)).toEqual({});
  });
});
