import { zodResolver } from '@hookform/resolvers/zod';
import { httpStatusOf } from '@keelerada/api-client';
import { type CreateBookInput, createBookInput } from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { trpc } from '../../../api.ts';
import { SegmentTextFields } from '../../../books/SegmentTextFields.tsx';
import { SegmentTypeField } from '../../../books/SegmentTypeField.tsx';
import { ErrorAlert } from '../../../components/Alerts.tsx';
import { DuplicateWarning } from '../../../components/DuplicateWarning.tsx';
import { BookLevelField, TextField } from '../../../components/Field.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldBinder, firstSchemaMessage } from '../../../lib/form.ts';

export const Route = createFileRoute('/_admin/dual-language-books/create')({
  component: CreateBook,
});

type FormValues = z.input<typeof createBookInput>;
const emptySection = () => ({ segmentType: 'content' as const, estonianContent: '', englishContent: '' });

function CreateBook() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, CreateBookInput>({
    resolver: zodResolver(createBookInput),
    defaultValues: { titleEt: '', titleEn: '', author: '', level: '', segments: [emptySection()] },
  });
  const { register, control, handleSubmit, formState } = form;
  const sections = useFieldArray({ control, name: 'segments' });
  /** A 409 on create: a book with the same titles and author exists; the admin may create it anyway. */
  const [duplicate, setDuplicate] = useState<{ message: string; payload: FormValues } | null>(null);
  const create = useMutation(
    trpc.books.admin.create.mutationOptions({
      onSuccess: async () => {
        setDuplicate(null);
        await queryClient.invalidateQueries({ queryKey: trpc.books.admin.list.queryKey() });
        await navigate({ to: '/dual-language-books' });
      },
      onError: (e, payload) => {
        if (httpStatusOf(e) === 409 && !payload.allowDuplicate)
          setDuplicate({ message: errorMessage(e, 'This book already exists.'), payload });
        else setBanner(errorMessage(e, 'Failed to create book'));
      },
    }),
  );

  const onSubmit = handleSubmit(
    (values) => {
      setBanner(null);
      setDuplicate(null);
      create.mutate(values);
    },
    () => setBanner(firstSchemaMessage(createBookInput, form.getValues())),
  );

  const field = fieldBinder(register, formState.errors);
  return (
    <div className="kr-stack adm-form">
      <UnsavedChangesGuard dirty={formState.isDirty && !create.isPending && !create.isSuccess} />
      <PageHeader
        title="Create New Dual Language Book"
        actions={
          <Link to="/dual-language-books" className="kr-btn kr-btn-secondary">
            Back to Books
          </Link>
        }
      />
      <form onSubmit={onSubmit} noValidate className="kr-stack">
        <ErrorAlert testId="form-error">{banner}</ErrorAlert>
        <Card title="Book Details">
          <div className="adm-form-grid">
            <TextField label="Estonian Title" required {...field('titleEt')} />
            <TextField label="English Title" required {...field('titleEn')} />
            <TextField label="Author" required {...field('author')} />
            <BookLevelField registration={register('level')} />
          </div>
        </Card>
        <Card
          title={`Sections (${sections.fields.length})`}
          actions={
            <Button variant="secondary" onClick={() => sections.append(emptySection())}>
              + Add Section
            </Button>
          }
        >
          <div className="adm-two-col" aria-hidden="true">
            <span className="adm-col-head">Eesti keel</span>
            <span className="adm-col-head">English</span>
          </div>
          <ol className="adm-list">
            {sections.fields.map((f, i) => (
              <li key={f.id} className="adm-section-card" data-testid="book-section">
                <div className="adm-item-head">
                  <h3>Section {i + 1}</h3>
                  <div className="kr-row">
                    <SegmentTypeField
                      label={`Section ${i + 1} type`}
                      className="adm-inline-field"
                      registration={register(`segments.${i}.segmentType`)}
                    />
                    <Button
                      variant="ghost"
                      disabled={sections.fields.length <= 1}
                      onClick={() => sections.remove(i)}
                      aria-label={`Remove section ${i + 1}`}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
                <SegmentTextFields
                  estonianLabel={`Section ${i + 1} — Eesti keel`}
                  englishLabel={`Section ${i + 1} — English`}
                  field={(name) => field(`segments.${i}.${name}`)}
                />
              </li>
            ))}
          </ol>
        </Card>
        {duplicate && (
          <DuplicateWarning
            message={duplicate.message}
            busy={create.isPending}
            onCreateAnyway={() => create.mutate({ ...duplicate.payload, allowDuplicate: true })}
            onCancel={() => setDuplicate(null)}
          />
        )}
        <div className="adm-form-actions">
          <Button variant="secondary" onClick={() => navigate({ to: '/dual-language-books' })}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Book'}
          </Button>
        </div>
      </form>
    </div>
  );
}
