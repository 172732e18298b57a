import { httpStatusOf } from '@keelerada/api-client';
import { readingTextInput } from '@keelerada/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { adminApi } from '../../../admin-api.ts';
import { api } from '../../../api.ts';
import { DuplicateFound } from '../../../components/DuplicateWarning.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { listSearch } from '../../../lib/list-return.ts';
import { emptyReadingForm, readingPayload } from '../../../reading/form.ts';
import { ReadingTextForm } from '../../../reading/ReadingTextForm.tsx';

export const Route = createFileRoute('/_admin/reading-texts/create')({
  component: CreateReadingText,
});

function CreateReadingText() {
  const queryClient = useQueryClient();
  return (
    <div className="kr-stack">
      <PageHeader
        title="Create Reading Text"
        actions={
          <Link to="/reading-texts" search={listSearch('/reading-texts')} className="kr-btn kr-btn-secondary">
            ← Back to Reading Texts
          </Link>
        }
      />
      <ReadingTextForm
        mode="create"
        initial={emptyReadingForm()}
        schema={readingTextInput}
        toPayload={(v) => readingPayload(v, 'create')}
        successMessage="Reading text created successfully!"
        save={async (payload) => {
          try {
            const r = await api.client.admin.reading.create.mutate(payload as never);
            void queryClient.invalidateQueries({ queryKey: adminApi.reading.pathKey() });
            return { warnings: [...new Set(r.warnings.map((w) => w.word))], next: emptyReadingForm() };
          } catch (e) {
            // a text with this title exists: the form asks before creating it anyway (allowDuplicate)
            if (httpStatusOf(e) === 409 && !payload.allowDuplicate)
              throw new DuplicateFound(errorMessage(e, 'A reading text with this title already exists.'));
            throw new Error(errorMessage(e, 'Failed to create reading text'));
          }
        }}
      />
    </div>
  );
}
