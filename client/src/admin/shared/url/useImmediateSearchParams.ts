import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

type ParamsChange = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The address bar's query as state that changes at once, for screens whose queries follow it.
 *
 * The router applies a URL change in a React transition. Apollo's useQuery switches its one
 * ObservableQuery to new variables during render, so a transition render (page 2) interrupted by
 * the sync renders of arriving results (still page 1) flipped the query between the two, each
 * switch a network request: after 'Volgende' the list's page 1 and page 2 refetched each other
 * about ten times a second for seconds. Here a change is applied as an urgent state update first
 * (every render sees the new params) and the URL follows; a URL changed from outside (back,
 * forward, a link) is adopted too.
 */
export function useImmediateSearchParams(): [URLSearchParams, (change: ParamsChange, options?: NavigateOptions) => void] {
  const [urlParams, setUrlParams] = useSearchParams();
  const [params, setParams] = useState(urlParams);
  const latest = useRef(params);
  latest.current = params;
  /** Queries this hook sent to the router that it has not committed yet, oldest first. */
  const sent = useRef<string[]>([]);

  const adopt = useCallback((query: string) => {
    if (query === latest.current.toString()) return;
    latest.current = new URLSearchParams(query);
    setParams(latest.current);
  }, []);
  // A link or navigate() elsewhere: adopted once the router's (transition) state commits. One of
  // our own changes committing is not adopted: under load the router commits them late, and
  // adopting an older one would undo the changes made since (a filter chosen after it).
  const urlQuery = urlParams.toString();
  useEffect(() => {
    const own = sent.current.indexOf(urlQuery);
    if (own >= 0) sent.current.splice(0, own + 1);
    else adopt(urlQuery);
  }, [adopt, urlQuery]);
  // Back and forward: adopted at once, from the address bar. Waiting for the router's state is not
  // enough: when 'Back' follows a page change whose transition has not committed yet, React commits
  // both together and the router's query never seems to change.
  useEffect(() => {
    const onPopState = () => {
      sent.current = [];
      adopt(new URLSearchParams(window.location.search).toString());
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [adopt]);

  const change = useCallback(
    (next: ParamsChange, options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(latest.current) : next;
      latest.current = value;
      sent.current.push(value.toString());
      setParams(value);
      setUrlParams(value, options);
    },
    [setUrlParams],
  );
  return [params, change];
}
