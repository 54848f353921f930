import { type VNode, options } from 'preact';

/**
 * The site renders with Preact (react and react-dom resolve to preact/compat, vite.config.ts).
 * Preact writes every prop it does not know as an attribute, so React's hydration hint, which
 * React Router's scripts also carry, is dropped before it reaches the HTML.
 */
export function dropReactOnlyProps(adapt?: (vnode: VNode) => void) {
  const { vnode: next } = options as { vnode?: (vnode: VNode) => void };
  options.vnode = (vnode) => {
    const props = vnode.props as Record<string, unknown>;
    if (typeof vnode.type === 'string' && 'suppressHydrationWarning' in props) delete props.suppressHydrationWarning;
    adapt?.(vnode);
    next?.(vnode);
  };
}
