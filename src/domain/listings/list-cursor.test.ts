import { listPageHref, readListCursor } from './list-cursor';

test('a list URL names its page by the server cursor; anything else is the first page', () => {
  expect(readListCursor(new URLSearchParams('make=Honda&after=WyJuZXdlc3QiXQ'))).toBe(
    'WyJuZXdlc3QiXQ',
  );
  expect(readListCursor(new URLSearchParams('make=Honda'))).toBeNull();
  expect(readListCursor(new URLSearchParams('after='))).toBeNull();
  expect(readListCursor(new URLSearchParams('after=%3Cscript%3E'))).toBeNull();
  expect(readListCursor(new URLSearchParams(`after=${'a'.repeat(401)}`))).toBeNull();
});

test('the next page keeps the filters and sort, and replaces the previous cursor', () => {
  expect(listPageHref('/si/browse/sport', '?make=Honda&sort=price-asc', 'abc')).toBe(
    '/si/browse/sport?make=Honda&sort=price-asc&after=abc',
  );
  expect(listPageHref('/', '?view=spare-parts&after=old', 'new')).toBe(
    '/?view=spare-parts&after=new',
  );
  expect(listPageHref('/browse/all', '', 'x_y-z')).toBe('/browse/all?after=x_y-z');
});
