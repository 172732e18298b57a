import { browserTimeZone } from '@keelerada/api-client';
import { LEARNER_LEVELS, statsLevelOf, updateSettingsInput } from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { trpc } from '../api.ts';
import type { Me } from '../data/types.ts';
import { PRIVACY_POLICY_URL } from '../lib/constants.ts';
import { invalidateProgress } from '../study/session-writer.ts';
import { PlacementCard } from './PlacementCard.tsx';
import {
  DEVICE_ZONE,
  LEVEL_NAMES,
  PROFILE_FAILED,
  PROFILE_SAVED,
  shownTimeZone,
  timeZoneHint,
  timeZoneOptions,
  timeZoneToSave,
  validateProfile,
} from './profile-form.ts';
import { RetentionSetting } from './RetentionSetting.tsx';
import { settingsSaved } from './settings-saved.ts';
import './settings.css';

type Msg = { kind: 'success' | 'error'; text: string } | null;

const dateFmt = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' });

/** Settings (§2, §5): the profile form, the learning settings (level, time zone, daily new words), account info. */
export function Settings({ user }: { user: Me }) {
  return (
    <div className="page settings" data-testid="settings-page">
      <h1>Settings</h1>
      <div className="settings-grid">
        <ProfileForm user={user} />
        <LearningForm user={user} />
        <RetentionSetting user={user} />
        <PlacementCard />
        <Card title="Account">
          <dl className="account-info">
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Member since</dt>
              <dd>{dateFmt.format(new Date(user.created_at))}</dd>
            </div>
            <div>
              <dt>Level</dt>
              <dd>{LEVEL_NAMES[user.current_level] ?? user.current_level}</dd>
            </div>
            {user.last_login && (
              <div>
                <dt>Last sign-in</dt>
                <dd>{dateFmt.format(new Date(user.last_login))}</dd>
              </div>
            )}
          </dl>
          <p className="kr-hint">
            Read how we handle your data in our{' '}
            <a href={PRIVACY_POLICY_URL} target="_blank" rel="noreferrer">
              privacy policy
            </a>
            .
          </p>
          <p className="kr-hint">
            Want the dashboard tour again?{' '}
            <Link to="/dashboard" search={{ tour: true }}>
              Restart the guided tour
            </Link>
            .
          </p>
        </Card>
      </div>
    </div>
  );
}

function ProfileForm({ user }: { user: Me }) {
  const queryClient = useQueryClient();
  const [first, setFirst] = useState(user.first_name);
  const [last, setLast] = useState(user.last_name);
  const [msg, setMsg] = useState<Msg>(null);
  const update = useMutation(trpc.account.updateProfile.mutationOptions());
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = validateProfile(first, last);
    if (!v.ok) {
      setMsg({ kind: 'error', text: v.message });
      return;
    }
    setMsg(null);
    try {
      const r = await update.mutateAsync(v.value);
      queryClient.setQueryData(trpc.account.me.queryKey(), { user: r.user });
      setFirst(r.user.first_name);
      setLast(r.user.last_name);
      setMsg({ kind: 'success', text: PROFILE_SAVED });
    } catch {
      setMsg({ kind: 'error', text: PROFILE_FAILED });
    }
  };

  return (
    <Card title="Profile">
      <form onSubmit={submit} noValidate aria-describedby={msg ? `${id}-msg` : undefined}>
        <div className="kr-field">
          <label htmlFor={`${id}-first`}>First name</label>
          <input
            id={`${id}-first`}
            className="kr-input"
            value={first}
            onChange={(e) => setFirst(e.target.value)}
            autoComplete="given-name"
            required
            aria-invalid={msg?.kind === 'error' && !first.trim() ? true : undefined}
          />
        </div>
        <div className="kr-field">
          <label htmlFor={`${id}-last`}>Last name</label>
          <input
            id={`${id}-last`}
            className="kr-input"
            value={last}
            onChange={(e) => setLast(e.target.value)}
            autoComplete="family-name"
            required
            aria-invalid={msg?.kind === 'error' && !last.trim() ? true : undefined}
          />
        </div>
        <div className="settings-msg-slot">
          {msg && (
            <p
              id={`${id}-msg`}
              className={`kr-alert ${msg.kind === 'success' ? 'kr-alert-success' : 'kr-alert-error'}`}
              role={msg.kind === 'error' ? 'alert' : 'status'}
              data-testid="profile-message"
            >
              {msg.text}
            </p>
          )}
        </div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </form>
    </Card>
  );
}

function LearningForm({ user }: { user: Me }) {
  const queryClient = useQueryClient();
  const [level, setLevel] = useState(user.current_level);
  const device = browserTimeZone();
  const inEffect = shownTimeZone(user.time_zone);
  const [zone, setZone] = useState(inEffect);
  const [quota, setQuota] = useState(String(user.daily_new_words));
  const [msg, setMsg] = useState<Msg>(null);
  const update = useMutation(trpc.account.updateSettings.mutationOptions());
  const stats = useQuery(trpc.vocabulary.stats.queryOptions());
  const id = useId();
  /** A level whose words are not written yet says so (issue 19), once the stats say how many each level has. */
  const levelLabel = (l: string) => {
    const key = statsLevelOf(l);
    const empty = stats.data && key ? stats.data.levelStats[key].total === 0 : false;
    return `${LEVEL_NAMES[l] ?? l}${empty ? ' (no content yet)' : ''}`;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // the server's own rule and message: "2.5" is not a whole number, "60" is out of range, "" is not a number
    const n = quota.trim() === '' ? Number.NaN : Number(quota);
    const checked = updateSettingsInput.shape.dailyNewWords.safeParse(n);
    if (!checked.success) {
      setMsg({ kind: 'error', text: checked.error.issues[0]!.message });
      return;
    }
    const input = {
      ...(level !== user.current_level ? { currentLevel: level as (typeof LEARNER_LEVELS)[number] } : {}),
      ...(zone !== inEffect ? { timeZone: timeZoneToSave(zone) } : {}),
      ...(n !== user.daily_new_words ? { dailyNewWords: n } : {}),
    };
    if (Object.keys(input).length === 0) {
      setMsg({ kind: 'success', text: 'Nothing to change.' });
      return;
    }
    try {
      const r = await update.mutateAsync(input);
      // the profile, and the Memory target card's daily load (worked out from the quota, level and zone just saved)
      void settingsSaved(queryClient, r.user);
      void invalidateProgress();
      setMsg({
        kind: 'success',
        text:
          r.addedCards > 0
            ? `Settings saved. ${r.addedCards} new words were added to your learning path.`
            : 'Settings saved.',
      });
    } catch (err) {
      setMsg({ kind: 'error', text: (err as Error).message || 'Failed to save settings. Please try again.' });
    }
  };

  return (
    <Card title="Learning">
      <form onSubmit={submit} noValidate>
        <div className="kr-field">
          <label htmlFor={`${id}-level`}>Your level (learning path)</label>
          <select
            id={`${id}-level`}
            className="kr-select"
            value={level}
            onChange={(e) => setLevel(e.target.value)}
          >
            {LEARNER_LEVELS.map((l) => (
              <option key={l} value={l}>
                {levelLabel(l)}
              </option>
            ))}
          </select>
          <p className="kr-hint">
            You get every word at or below this level. New words start at this level; the words below it come
            after them.
          </p>
        </div>
        <div className="kr-field">
          <label htmlFor={`${id}-zone`}>Time zone</label>
          <select
            id={`${id}-zone`}
            className="kr-select"
            value={zone}
            onChange={(e) => setZone(e.target.value)}
          >
            {timeZoneOptions(zone, device).map((z) => (
              <option key={z.value} value={z.value}>
                {z.label}
              </option>
            ))}
          </select>
          <p className="kr-hint" data-testid="time-zone-hint">
            {timeZoneHint(zone)}{' '}
            {zone !== DEVICE_ZONE && device !== zone && (
              <button type="button" className="link-inline" onClick={() => setZone(device)}>
                Use this device's zone ({device})
              </button>
            )}
          </p>
        </div>
        <div className="kr-field">
          <label htmlFor={`${id}-quota`}>New words per day</label>
          <input
            id={`${id}-quota`}
            className="kr-input settings-quota"
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            value={quota}
            onChange={(e) => setQuota(e.target.value)}
          />
          <p className="kr-hint">0 to 50. Reviews of words you already know always come first.</p>
        </div>
        <div className="settings-msg-slot">
          {msg && (
            <p
              className={`kr-alert ${msg.kind === 'success' ? 'kr-alert-success' : 'kr-alert-error'}`}
              role={msg.kind === 'error' ? 'alert' : 'status'}
              data-testid="settings-message"
            >
              {msg.text}
            </p>
          )}
        </div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save learning settings'}
        </Button>
      </form>
    </Card>
  );
}
