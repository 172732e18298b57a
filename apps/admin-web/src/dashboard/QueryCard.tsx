import { Card, Spinner } from '@keelerada/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors.ts';

/** A dashboard card over one query: a spinner while it loads, the error if it fails, else `children` with the data. */
export function QueryCard<T, E>({
  title,
  query,
  loadingLabel,
  errorFallback,
  children,
}: {
  title: string;
  query: UseQueryResult<T, E>;
  loadingLabel: string;
  errorFallback: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card title={title}>
      {query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : query.isError ? (
        <p className="kr-alert kr-alert-error" role="alert">
          {errorMessage(query.error, errorFallback)}
        </p>
      ) : (
        children(query.data)
      )}
    </Card>
  );
}
