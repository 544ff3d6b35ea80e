import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { apiRequest, useApi } from '@uaeaf/api-client';
import { actionButton, ConfirmDialog, sendJson, useApiMutation } from '@uaeaf/account-kit';
import {
  AgeClassCodes,
  type ClubPlayer,
  type Team,
  TeamDeletedSchema,
  TeamErrorCodes,
  TeamSchema,
  TeamsResponseSchema,
  teamAccepts,
} from '@uaeaf/contracts';
import type { ApiError } from '@uaeaf/api-client';
import { useLocale } from '@uaeaf/i18n';
import { EmptyState, FormField, formClassNames, PlaceholderPage, QueryStates, TextField } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';
import { ageClassText, genderText, teamsArgs, teamsText } from './messages';
import styles from './teams.module.css';

const path = '/account/club/teams';
const teamsKey = ['club-account', 'teams'];

/** The refusals the API explains, in the page's language; anything else falls back to the kit's general message. */
function useRefusalText() {
  const intl = useIntl();
  return (error: ApiError) => {
    const known: Record<string, keyof typeof teamsText> = {
      [TeamErrorCodes.duplicateName]: 'nameTaken',
      [TeamErrorCodes.notClubPlayer]: 'notClubPlayer',
      [TeamErrorCodes.notEligible]: 'notEligible',
      account_restricted: 'restricted',
    };
    const key = known[error.code];
    return key ? intl.formatMessage(teamsText[key]) : undefined;
  };
}

export default function TeamsPage(props: ClubPageProps) {
  const intl = useIntl();
  const teams = useApi(teamsKey, path, TeamsResponseSchema, { fresh: true });
  return (
    <PlaceholderPage {...props}>
      <QueryStates query={teams}>
        {(data) => (
          <div className={styles.page}>
            <p>{intl.formatMessage(teamsArgs.rule, { year: data.year })}</p>
            {data.teams.length === 0 ? (
              <EmptyState>
                <p>{intl.formatMessage(teamsText.none)}</p>
              </EmptyState>
            ) : (
              <ul className={styles.teams}>
                {data.teams.map((team) => (
                  <TeamCard key={team.id} team={team} players={data.players} year={data.year} />
                ))}
              </ul>
            )}
            <NewTeamForm divisions={data.divisions} />
          </div>
        )}
      </QueryStates>
    </PlaceholderPage>
  );
}

function useName() {
  const locale = useLocale();
  return (name: { ar: string; en: string }) => name[locale];
}

function TeamCard({ team, players, year }: { team: Team; players: ClubPlayer[]; year: number }) {
  const intl = useIntl();
  const name = useName();
  const refusalText = useRefusalText();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [chosen, setChosen] = useState('');
  const inTeam = new Set(team.players.map((player) => player.id));
  const candidates = players.filter((player) => !inTeam.has(player.id) && teamAccepts(team, player, year));
  const teamName = name(team.name);

  const add = useApiMutation({
    call: (player: ClubPlayer) =>
      sendJson('POST', `${path}/${team.id}/players`, TeamSchema, { playerId: player.id }),
    successText: (_team, player) =>
      intl.formatMessage(teamsArgs.added, { player: name(player.name), team: teamName }),
    onSuccess: () => setChosen(''),
    invalidates: [teamsKey],
    refusalText,
  });
  const remove = useApiMutation({
    call: (player: ClubPlayer) =>
      apiRequest(`${path}/${team.id}/players/${player.id}`, TeamSchema, { method: 'DELETE' }),
    successText: (_team, player) =>
      intl.formatMessage(teamsArgs.removed, { player: name(player.name), team: teamName }),
    invalidates: [teamsKey],
    refusalText,
  });
  const destroy = useApiMutation({
    call: () => apiRequest(`${path}/${team.id}`, TeamDeletedSchema, { method: 'DELETE' }),
    successText: () => intl.formatMessage(teamsArgs.deleted, { name: teamName }),
    invalidates: [teamsKey],
    refusalText,
  });

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const player = candidates.find((candidate) => String(candidate.id) === chosen);
    if (player && !add.isPending) add.mutate(player);
  };

  return (
    <li className={styles.team}>
      <h2 className={styles.teamName}>{teamName}</h2>
      <p>
        {intl.formatMessage(teamsArgs.facts, {
          division: name(team.divisionName),
          gender: intl.formatMessage(genderText[team.gender]),
          ageClass: intl.formatMessage(ageClassText[team.ageClass]),
        })}
      </p>
      {team.players.length === 0 ? (
        <p>{intl.formatMessage(teamsText.noPlayers)}</p>
      ) : (
        <ul className={styles.players}>
          {team.players.map((player) => (
            <li key={player.id}>
              <span>
                {name(player.name)}
                {player.membershipNumber && ` (${player.membershipNumber})`}
              </span>
              <button
                type="button"
                className={`${actionButton.secondary} ${actionButton.small}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(player)}
              >
                {intl.formatMessage(teamsArgs.remove, { player: name(player.name) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.failure && <p role="alert">{remove.failure}</p>}
      {candidates.length === 0 ? (
        <p>{intl.formatMessage(teamsText.noneFits)}</p>
      ) : (
        <form className={styles.inline} onSubmit={onAdd}>
          <FormField label={intl.formatMessage(teamsText.addPlayer)} error={add.failure}>
            {(control) => (
              <select
                {...control}
                className={formClassNames.input}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                <option value="" />
                {candidates.map((player) => (
                  <option key={player.id} value={player.id}>
                    {name(player.name)}
                    {player.ageClass && ` (${intl.formatMessage(ageClassText[player.ageClass])})`}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <button type="submit" className={actionButton.primary} disabled={!chosen || add.isPending}>
            {intl.formatMessage(teamsText.add)}
          </button>
        </form>
      )}
      <div className={styles.actions}>
        <button type="button" className={actionButton.secondary} onClick={() => setRenaming(true)}>
          {intl.formatMessage(teamsText.rename)}
        </button>
        <button type="button" className={actionButton.danger} onClick={() => setDeleting(true)}>
          {intl.formatMessage(teamsText.delete)}
        </button>
      </div>
      {renaming && <RenameDialog team={team} onClose={() => setRenaming(false)} />}
      {deleting && (
        <ConfirmDialog
          title={intl.formatMessage(teamsArgs.deleteTitle, { team: teamName })}
          confirmLabel={intl.formatMessage(teamsText.delete)}
          danger
          pending={destroy.isPending}
          failure={destroy.failure}
          onConfirm={() => destroy.mutate(undefined, { onSuccess: () => setDeleting(false) })}
          onClose={() => setDeleting(false)}
        >
          <p>{intl.formatMessage(teamsText.confirm)}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

function RenameDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  const intl = useIntl();
  const name = useName();
  const [nameAr, setNameAr] = useState(team.name.ar);
  const [nameEn, setNameEn] = useState(team.name.en);
  const rename = useApiMutation({
    call: () => sendJson('PATCH', `${path}/${team.id}`, TeamSchema, { name: { ar: nameAr, en: nameEn } }),
    successText: () => intl.formatMessage(teamsText.renamed),
    onSuccess: onClose,
    invalidates: [teamsKey],
    refusalText: useRefusalText(),
  });
  const blank = !nameAr.trim() || !nameEn.trim();
  return (
    <ConfirmDialog
      title={intl.formatMessage(teamsArgs.renameTitle, { team: name(team.name) })}
      confirmLabel={intl.formatMessage(teamsText.rename)}
      pending={rename.isPending}
      failure={blank ? intl.formatMessage(teamsText.required) : rename.failure}
      onConfirm={() => !blank && rename.mutate(undefined)}
      onClose={onClose}
    >
      <TextField
        label={intl.formatMessage(teamsText.nameAr)}
        value={nameAr}
        dir="rtl"
        onChange={(event) => setNameAr(event.target.value)}
      />
      <TextField
        label={intl.formatMessage(teamsText.nameEn)}
        value={nameEn}
        dir="ltr"
        onChange={(event) => setNameEn(event.target.value)}
      />
    </ConfirmDialog>
  );
}

function NewTeamForm({ divisions }: { divisions: { code: string; name: { ar: string; en: string } }[] }) {
  const intl = useIntl();
  const name = useName();
  const [form, setForm] = useState({
    nameAr: '',
    nameEn: '',
    division: divisions[0]?.code ?? '',
    gender: 'female',
    ageClass: 'SENIOR',
  });
  const [blank, setBlank] = useState(false);
  const create = useApiMutation({
    call: () =>
      sendJson('POST', path, TeamSchema, {
        name: { ar: form.nameAr, en: form.nameEn },
        division: form.division,
        gender: form.gender,
        ageClass: form.ageClass,
      }),
    successText: (team) => intl.formatMessage(teamsArgs.created, { name: name(team.name) }),
    onSuccess: () => setForm((before) => ({ ...before, nameAr: '', nameEn: '' })),
    invalidates: [teamsKey],
    refusalText: useRefusalText(),
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((before) => ({ ...before, [key]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = !form.nameAr.trim() || !form.nameEn.trim();
    setBlank(missing);
    if (!missing && !create.isPending) create.mutate(undefined);
  };
  const select = (label: string, key: 'division' | 'gender' | 'ageClass', options: [string, string][]) => (
    <FormField label={label}>
      {(control) => (
        <select {...control} className={formClassNames.input} value={form[key]} onChange={set(key)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  return (
    <section aria-labelledby="new-team">
      <h2 id="new-team">{intl.formatMessage(teamsText.newTeam)}</h2>
      <form className={formClassNames.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={intl.formatMessage(teamsText.nameAr)}
          value={form.nameAr}
          dir="rtl"
          onChange={set('nameAr')}
          error={blank && !form.nameAr.trim() ? intl.formatMessage(teamsText.required) : undefined}
        />
        <TextField
          label={intl.formatMessage(teamsText.nameEn)}
          value={form.nameEn}
          dir="ltr"
          onChange={set('nameEn')}
          error={blank && !form.nameEn.trim() ? intl.formatMessage(teamsText.required) : undefined}
        />
        {select(
          intl.formatMessage(teamsText.division),
          'division',
          divisions.map((division) => [division.code, name(division.name)]),
        )}
        {select(
          intl.formatMessage(teamsText.gender),
          'gender',
          (['female', 'male'] as const).map((gender) => [gender, intl.formatMessage(genderText[gender])]),
        )}
        {select(
          intl.formatMessage(teamsText.ageClass),
          'ageClass',
          AgeClassCodes.map((code) => [code, intl.formatMessage(ageClassText[code])]),
        )}
        {create.failure && (
          <p role="alert" className={formClassNames.alert}>
            {create.failure}
          </p>
        )}
        <button type="submit" className={actionButton.primary} disabled={create.isPending}>
          {intl.formatMessage(teamsText.create)}
        </button>
      </form>
    </section>
  );
}
