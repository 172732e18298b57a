import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateBookInput, createBookInput } from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { trpc } from '../../../api.ts';
import { SegmentTypeField } from '../../../books/SegmentTypeField.tsx';
import { ErrorAlert } from '../../../components/Alerts.tsx';
import { Field, TextField } from '../../../components/Field.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { firstSchemaMessage, hasError } from '../../../lib/form.ts';

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
    defaultValues: { titleEt: '', titleEn: '', author: '', segments: [emptySection()] },
  });
  const { register, control, handleSubmit, formState } = form;
  const sections = useFieldArray({ control, name: 'segments' });
  const create = useMutation(
    trpc.books.admin.create.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.books.admin.list.queryKey() });
        await navigate({ to: '/dual-language-books' });
      },
      onError: (e) => setBanner(errorMessage(e, 'Failed to create book')),
    }),
  );

  const onSubmit = handleSubmit(
    (values) => {
      setBanner(null);
      create.mutate(values);
    },
    () => setBanner(firstSchemaMessage(createBookInput, form.getValues())),
  );

  const errs = formState.errors;
  return (
    <div className="kr-stack adm-form">
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
            <Field label="Estonian Title" required invalid={hasError(errs, 'titleEt')}>
              {(p) => <input {...p} className="kr-input" {...register('titleEt')} />}
            </Field>
            <Field label="English Title" required invalid={hasError(errs, 'titleEn')}>
              {(p) => <input {...p} className="kr-input" {...register('titleEn')} />}
            </Field>
            <Field label="Author" required invalid={hasError(errs, 'author')}>
              {(p) => <input {...p} className="kr-input" {...register('author')} />}
            </Field>
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
                <div className="adm-two-col">
                  <TextField
                    label={`Section ${i + 1} — Eesti keel`}
                    lang="et"
                    textarea
                    invalid={hasError(errs, `segments.${i}.estonianContent`)}
                    registration={register(`segments.${i}.estonianContent`)}
                  />
                  <TextField
                    label={`Section ${i + 1} — English`}
                    textarea
                    invalid={hasError(errs, `segments.${i}.englishContent`)}
                    registration={register(`segments.${i}.englishContent`)}
                  />
                </div>
              </li>
            ))}
          </ol>
        </Card>
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
