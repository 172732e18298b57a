import { Button, Card } from '@keelerada/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { trpc } from '../api.ts';
import type { Me } from '../data/types.ts';
import { invalidateProgress } from '../study/session-writer.ts';
import { estimatesMismatch, loadFor, retentionPercent as pct, reviewLoadLine } from './retention-load.ts';
import { invalidateRetentionEstimates, settingsSaved } from './settings-saved.ts';

type Msg = { kind: 'success' | 'error'; text: string } | null;

/**
 * Desired retention (issue 21): how likely a word should still be remembered when it comes back. The daily load of
 * each choice comes from the same simulator as the progress forecast.
 */
export function RetentionSetting({ user }: { user: Me }) {
  const queryClient = useQueryClient();
  const [retention, setRetention] = useState(user.desired_retention);
  const [msg, setMsg] = useState<Msg>(null);
  const options = useQuery(trpc.learnerModel.retentionOptions.queryOptions());
  const update = useMutation(trpc.account.updateSettings.mutationOptions());
  const id = useId();
  // the preview under the slider and the line after saving are the same lookup over the same estimates
  const load = loadFor(options.data, retention, user);
  // Estimates and profile that disagree (a settings change saved elsewhere: learning settings, placement) are both
  // read again, once per disagreement, so they meet at the saved settings instead of showing an old estimate.
  const mismatch = options.data ? estimatesMismatch(options.data, user) : null;
  const reread = useRef<string | null>(null);
  useEffect(() => {
    if (!mismatch || reread.current === mismatch) return;
    reread.current = mismatch;
    void queryClient.invalidateQueries({ queryKey: trpc.account.me.queryKey() });
    void invalidateRetentionEstimates(queryClient);
  }, [mismatch, queryClient]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (retention === user.desired_retention) {
      setMsg({ kind: 'success', text: 'Nothing to change.' });
      return;
    }
    try {
      const r = await update.mutateAsync({ desiredRetention: retention });
      void settingsSaved(queryClient, r.user);
      void invalidateProgress();
      setMsg({ kind: 'success', text: 'Settings saved.' });
    } catch (err) {
      setMsg({ kind: 'error', text: (err as Error).message || 'Failed to save settings. Please try again.' });
    }
  };

  return (
    <Card title="Memory target">
      <form onSubmit={submit} noValidate data-testid="retention-form">
        <div className="kr-field">
          <label htmlFor={`${id}-retention`}>Desired retention: {pct(retention)}</label>
          <input
            id={`${id}-retention`}
            type="range"
            min={0.8}
            max={0.95}
            step={0.01}
            value={retention}
            onChange={(e) => setRetention(Math.round(Number(e.target.value) * 100) / 100)}
            aria-valuetext={pct(retention)}
            data-testid="retention-slider"
          />
          <p className="kr-hint">
            Lower means fewer reviews but more forgetting; higher means you remember more but review more
            often.
          </p>
          <p className="kr-hint" data-testid="retention-load" aria-live="polite">
            {load === undefined ? 'Working out your daily reviews…' : reviewLoadLine(load, retention)}
          </p>
          {user.personal_parameters && (
            <p className="kr-hint">Your schedule is fitted to your own review history.</p>
          )}
        </div>
        <div className="settings-msg-slot">
          {msg && (
            <p
              className={`kr-alert ${msg.kind === 'success' ? 'kr-alert-success' : 'kr-alert-error'}`}
              role={msg.kind === 'error' ? 'alert' : 'status'}
              data-testid="retention-message"
            >
              {msg.text}
            </p>
          )}
        </div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save memory target'}
        </Button>
      </form>
    </Card>
  );
}
