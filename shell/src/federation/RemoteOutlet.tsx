import { Component, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { UnavailablePanel } from '@uaeaf/ui';
import type { RemoteName } from '../config/runtime-config';
import { splitLocalePrefix } from '@uaeaf/i18n';
import { trackPageLoad } from '../loaders/loading-state';
import { remoteForPath } from '../routing/route-table';
import { reloadAfterChunkError } from '../versions/chunk-reload-guard';
import { loadRemoteRoutes } from './remotes';

type LazyRoutes = ReturnType<typeof lazy<ComponentType>>;

// One lazy component per remote for the life of the page, so moving between areas does not reload code;
// replaced only by a retry, because React.lazy remembers a failure for good.
const lazyRemotes = new Map<RemoteName, LazyRoutes>();

const loads = new Map<RemoteName, Promise<{ default: ComponentType }>>();

/** One load per remote at a time; a failed one is forgotten so that the next attempt starts afresh. */
function load(name: RemoteName, retry: boolean) {
  let pending = loads.get(name);
  if (!pending || retry) {
    pending = trackPageLoad(loadRemoteRoutes(name, { retry })).then((component) => ({ default: component }));
    pending.catch(() => loads.delete(name));
    loads.set(name, pending);
  }
  return pending;
}

function remoteRoutes(name: RemoteName, retry = false): LazyRoutes {
  let routes = lazyRemotes.get(name);
  if (!routes || retry) {
    routes = lazy(() => load(name, retry));
    lazyRemotes.set(name, routes);
  }
  return routes;
}

/** Drops a remote's loaded code, so that the next render loads its new build (the shell's server, decision 090). */
export function forgetRemoteCode(name: RemoteName) {
  lazyRemotes.delete(name);
  loads.delete(name);
}

/** Starts loading the remote that owns a URL path, so its code arrives while the shell renders. */
export function prefetchRemoteFor(pathname: string) {
  const name = remoteForPath(splitLocalePrefix(pathname).rest);
  if (name) void load(name, false);
}

interface BoundaryProps {
  name: RemoteName;
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a remote that fails to load or throws inside its own area: the rest of the layout keeps working. */
class RemoteBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (reloadAfterChunkError(error)) return;
    console.error(`[shell] ${this.props.name} failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <UnavailablePanel
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}

export function RemoteOutlet({ name }: { name: RemoteName }) {
  const { pathname } = useLocation();
  const [Routes, setRoutes] = useState(() => remoteRoutes(name));
  return (
    <RemoteBoundary name={name} resetKey={pathname} onRetry={() => setRoutes(() => remoteRoutes(name, true))}>
      <Routes />
    </RemoteBoundary>
  );
}
