import { zodResolver } from '@hookform/resolvers/zod';
import { EMPTY_BOOK_PUBLISH_MESSAGE, type UpdateBookInput, updateBookInput } from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { trpc } from '../api.ts';
import { ErrorAlert, SuccessAlert } from '../components/Alerts.tsx';
import { BookLevelField, TextField } from '../components/Field.tsx';
import { bookInfoChanged } from '../lib/changes.ts';
import { errorMessage } from '../lib/errors.ts';
import { fieldBinder, firstSchemaMessage } from '../lib/form.ts';
import { plural, shortDate } from '../lib/text.ts';

export interface AdminBook {
  id: number;
  titleEt: string;
  titleEn: string;
  author: string;
  level: string | null;
  isPublished: boolean;
  totalSegments: number;
  createdAt: string;
  updatedAt: string;
}

type FormValues = z.input<typeof updateBookInput>;

/**
 * The "Book Information" card (§2): Save Book Info is enabled only when something changed. The screen hears about
 * unsaved changes (`onUnsavedChange`) and asks before leaving, with one dialog for the card and the segments.
 */
export function BookInfoCard({
  book,
  onUnsavedChange,
}: {
  book: AdminBook;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const saved = {
    titleEt: book.titleEt,
    titleEn: book.titleEn,
    author: book.author,
    level: (book.level ?? '') as NonNullable<FormValues['level']>,
    isPublished: book.isPublished,
  };
  const form = useForm<FormValues, unknown, UpdateBookInput>({
    resolver: zodResolver(updateBookInput),
    defaultValues: { textId: book.id, ...saved },
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const field = fieldBinder(register, formState.errors);
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // a fresh copy of the book from the server (after a save or a new segment) becomes the saved state
  useEffect(() => {
    reset({ textId: book.id, ...saved });
  }, [book.id, book.titleEt, book.titleEn, book.author, book.level, book.isPublished, reset]);
  const draft = useWatch({ control }) as FormValues;
  const changed = bookInfoChanged(saved, {
    titleEt: String(draft.titleEt ?? ''),
    titleEn: String(draft.titleEn ?? ''),
    author: String(draft.author ?? ''),
    level: String(draft.level ?? ''),
    isPublished: Boolean(draft.isPublished),
  });
  const save = useMutation(
    trpc.books.admin.update.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(trpc.books.admin.get.queryKey({ textId: book.id }), updated);
        void queryClient.invalidateQueries({ queryKey: trpc.books.admin.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.history.pathKey() });
        setDone(true);
      },
      onError: (e) => setBanner(errorMessage(e, 'Failed to save text metadata')),
    }),
  );
  const unsaved = changed && !save.isPending;
  useEffect(() => onUnsavedChange(unsaved), [onUnsavedChange, unsaved]);
  useEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);
  const onSubmit = handleSubmit(
    (v) => {
      setBanner(null);
      setDone(false);
      // the version of the server copy the form shows (it resets to a fresh copy whose fields changed): a save by
      // someone else since is a 409, shown in the banner with the typed values kept
      save.mutate({ ...v, expectedUpdatedAt: book.updatedAt });
    },
    () => setBanner(firstSchemaMessage(updateBookInput, form.getValues())),
  );
  return (
    <Card
      title="Book Information"
      actions={
        <span className={`kr-badge ${book.isPublished ? 'kr-badge-green' : 'kr-badge-yellow'}`}>
          {book.isPublished ? 'Published' : 'Draft'}
        </span>
      }
    >
      <p className="adm-meta">
        <span>Created {shortDate(book.createdAt)}</span>
        <span>{plural(book.totalSegments, 'segment')}</span>
      </p>
      <form onSubmit={onSubmit} noValidate onChange={() => setDone(false)}>
        <ErrorAlert>{banner}</ErrorAlert>
        <SuccessAlert>{done && !changed ? 'Book information saved.' : null}</SuccessAlert>
        <label className="adm-check">
          <input type="checkbox" {...register('isPublished')} /> Published
        </label>
        {/* the server refuses to publish an empty book; say so before the editor tries */}
        {book.totalSegments === 0 && !book.isPublished && (
          <p className="kr-hint">{EMPTY_BOOK_PUBLISH_MESSAGE}</p>
        )}
        <div className="adm-form-grid">
          <TextField label="Estonian Title" required lang="et" {...field('titleEt')} />
          <TextField label="English Title" required {...field('titleEn')} />
          <TextField label="Author" required {...field('author')} />
          <BookLevelField registration={register('level')} />
        </div>
        <Button type="submit" disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Book Info'}
        </Button>
      </form>
    </Card>
  );
}
