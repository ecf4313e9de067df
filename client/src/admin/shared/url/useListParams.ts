import { useCallback, useEffect, useRef, useState } from 'react';
import { pageFromParams, PAGE_PARAM, SEARCH_PARAM, withParams } from './listParams';
import { useImmediateSearchParams } from './useImmediateSearchParams';

const SEARCH_DELAY_MS = 300;

/**
 * A list page's state in the URL: the search box (typed text shows at once, the URL and the query
 * follow 300 ms after the last key, so typing a name costs one request), the page, and any other
 * params a page reads itself. Typing replaces the history entry; paging and filters push one, so
 * Back returns to the previous page of results.
 */
export function useListParams() {
  const [params, setParams] = useImmediateSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const [searchInput, setSearchInput] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward or a link changed the URL: the box follows.
  useEffect(() => {
    clearTimeout(timer.current);
    setSearchInput((typed) => (typed.trim() === search ? typed : search));
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, replace = false) =>
      setParams((current) => withParams(current, changes), { replace }),
    [setParams],
  );

  const changeSearch = (text: string) => {
    setSearchInput(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => update({ [SEARCH_PARAM]: text.trim() }, true), SEARCH_DELAY_MS);
  };

  return {
    params,
    /** The applied search (trimmed, as in the URL). */
    search: search.trim(),
    searchInput,
    changeSearch,
    page: pageFromParams(params),
    setPage: useCallback((page: number) => update({ [PAGE_PARAM]: page + 1 }), [update]),
    update,
  };
}
