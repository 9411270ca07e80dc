import { Component, type ReactNode, useId } from 'react';

/** What Preact's `useId` reads: a component's vnode (`__v`), and on it the ids counted so far (`__m`). */
interface Counted {
  __v?: { __m?: [string, number] };
}

class Scope extends Component<{ name: string; children: ReactNode }> {
  private counted: [string, number] | undefined;

  override render() {
    const vnode = (this as unknown as Counted).__v;
    // Kept by the instance: a child mounted on a later render counts on from the same number.
    if (vnode) vnode.__m = this.counted ??= [this.props.name, 0];
    return this.props.children;
  }
}

/**
 * Ids of its own for a part of the page hydrated after the rest (a `Slice`, a `deferredPart`).
 * Preact numbers `useId` in the order components render, from one counter for the page; the
 * server renders in tree order, but the browser hydrates such a part later, after parts that
 * render only in the browser (a rating card, a dialog) have taken numbers from that counter.
 * The part then kept the server's ids in its markup while a new card was given the same one:
 * two elements with one id, and a card named by another's heading. Inside a scope, ids are
 * counted from the scope's own id (itself counted where it stands, as the server counted it),
 * so a part gets the same ids whenever it hydrates, and no other part can take them.
 */
export function IdScope({ children }: { children: ReactNode }) {
  return <Scope name={useId()}>{children}</Scope>;
}
