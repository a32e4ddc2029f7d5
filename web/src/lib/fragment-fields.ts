// The fields a fragment selects, read from its generated document at run time, so that a form whose values are its
// fragment's fields (the product form) lists them nowhere else: adding a field to the fragment adds it to the form's
// empty values, its submit and the names a server message can point at.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** The names (aliases where given) of the fields `fragment` selects at its top level, __typename left out. */
export function fragmentFields<T>(fragment: TypedDocumentNode<T, never>): (keyof T & string)[] {
  const [definition] = fragment.definitions;
  if (definition?.kind !== 'FragmentDefinition') throw new Error('fragmentFields: not a fragment document');
  return definition.selectionSet.selections.flatMap((selection) =>
    selection.kind === 'Field' && !selection.name.value.startsWith('__')
      ? [(selection.alias ?? selection.name).value as keyof T & string]
      : [],
  );
}
