/** For tests of focus rules: a node of a tiny tree, with `contains` as in the DOM. */
export interface TreeNode {
  parent: TreeNode | null;
  contains(other: unknown): boolean;
}

/** A node under `parent`: it contains itself and its descendants, as a DOM node does. */
export function node(parent: TreeNode | null = null): TreeNode {
  const self: TreeNode = {
    parent,
    contains(other) {
      for (let n = other as TreeNode | null; n; n = n.parent) if (n === self) return true;
      return false;
    },
  };
  return self;
}
