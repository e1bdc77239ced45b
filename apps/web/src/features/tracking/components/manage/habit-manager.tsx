/**
 * The user's habits to manage: a new one, and for each active habit its place in the order (move
 * up / down buttons, no dragging; the new place is announced), edit, pauses and archive; archived
 * habits can be restored or deleted for good (after a confirmation).
 */
import { MAX_ACTIVE_HABITS, type Habit, type LocalDate } from '@ascend/contracts';
import {
  Archive,
  ArchiveRestore,
  ArrowDown,
  ArrowUp,
  CalendarOff,
  Pencil,
  Plus,
  Trash2,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useCreateHabit } from '../../api/create-habit';
import { useDeleteHabit } from '../../api/delete-habit';
import { useReorderHabits } from '../../api/reorder-habits';
import { useUpdateHabit } from '../../api/update-habit';
import {
  useRefusalText,
  useTrackingErrorMessage,
  type TrackingAction,
} from '../../hooks/use-tracking-error';
import { fieldRefusalOf } from '../../lib/field-refusal';
import { useFrequencyText } from '../habits/use-frequency-text';
import { HabitForm, type RefusedField, type SubmitProblem } from './habit-form';
import { HabitPauses } from './habit-pauses';
import { IconAction } from './icon-action';

type Open = { habitId: string; part: 'edit' | 'pauses' } | null;

export function HabitManager({ habits, today }: { habits: readonly Habit[]; today: LocalDate }) {
  const { t } = useTranslation('tracking');
  const frequencyText = useFrequencyText();
  const create = useCreateHabit();
  const update = useUpdateHabit();
  const reorder = useReorderHabits();
  const remove = useDeleteHabit();
  const errorOf = useTrackingErrorMessage();
  const refusalText = useRefusalText();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A refused order (the list changed elsewhere) is said at the list itself.
  const [orderProblem, setOrderProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move, the same button of the moved habit keeps the focus (or its twin at an end),
  // once the list shows the habit at its new place: moving a node in the page drops its focus.
  const refocus = useRef<{ habitId: string; direction: 'up' | 'down'; index: number } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const listId = useId();

  const active = habits
    .filter((habit) => habit.archived_at === null)
    .sort((a, b) => a.position - b.position);
  const archived = habits.filter((habit) => habit.archived_at !== null);
  const atLimit = active.length >= MAX_ACTIVE_HABITS;

  useEffect(() => {
    const pending = refocus.current;
    if (!pending || !list.current) return;
    const items = [...list.current.querySelectorAll<HTMLElement>(':scope > li')];
    const item = items[pending.index];
    if (item?.dataset.habit !== pending.habitId) return;
    refocus.current = null;
    const [up, down] = [...item.querySelectorAll<HTMLButtonElement>('[data-move]')];
    const preferred = pending.direction === 'up' ? up : down;
    const other = pending.direction === 'up' ? down : up;
    const target: HTMLButtonElement | undefined = preferred?.disabled ? other : preferred;
    target?.focus();
  });

  /**
   * Runs a change; a refusal of one of a form's fields goes back to that form (at the field), a
   * refused order to the list, anything else above it.
   */
  const run = async (
    action: TrackingAction,
    work: () => Promise<unknown>,
    done?: string,
  ): Promise<SubmitProblem | null> => {
    setFailure(null);
    setOrderProblem(null);
    try {
      await work();
      if (done) setAnnouncement(done);
      return null;
    } catch (error) {
      const refusal = fieldRefusalOf(error);
      if (refusal?.code === 'habit_order') {
        const message = refusalText(refusal);
        setOrderProblem(message);
        return { message };
      }
      if (refusal && ['start_date', 'target', 'unit'].includes(refusal.field)) {
        return { message: refusalText(refusal), field: refusal.field as RefusedField };
      }
      const message = errorOf(error, action);
      if (action !== 'createHabit' && action !== 'updateHabit') setFailure(message);
      return { message };
    }
  };

  const move = (habit: Habit, direction: 'up' | 'down') => {
    const index = active.findIndex((candidate) => candidate.id === habit.id);
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= active.length) return;
    const ids = active.map((candidate) => candidate.id);
    [ids[index], ids[target]] = [ids[target] ?? '', ids[index] ?? ''];
    refocus.current = { habitId: habit.id, direction, index: target };
    void run(
      'reorder',
      () => reorder.mutateAsync(ids),
      t('manage.moved', { name: habit.name, position: target + 1, count: active.length }),
    );
  };

  return (
    <div className="grid gap-6">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Panel
        title={t('manage.activeTitle')}
        description={t('manage.activeDescription', {
          count: active.length,
          max: MAX_ACTIVE_HABITS,
        })}
        actions={
          !creating && (
            <Button onClick={() => setCreating(true)} disabled={atLimit}>
              <Plus className="size-4" aria-hidden="true" />
              {t('manage.new')}
            </Button>
          )
        }
      >
        <div className="grid gap-4">
          {atLimit && (
            <FormMessage kind="error">
              {t('errors.habitLimit', { count: MAX_ACTIVE_HABITS })}
            </FormMessage>
          )}
          {failure && <FormMessage kind="error">{failure}</FormMessage>}
          {creating && (
            <section
              className="rounded-xl border border-border p-4"
              aria-label={t('manage.newTitle')}
            >
              <HabitForm
                mode="create"
                today={today}
                onCancel={() => setCreating(false)}
                onSubmit={async (habit) => {
                  const problem = await run(
                    'createHabit',
                    () => create.mutateAsync(habit),
                    t('manage.created', { name: habit.name }),
                  );
                  if (!problem) setCreating(false);
                  return problem;
                }}
              />
            </section>
          )}
          {orderProblem && (
            <div id={`${listId}-order-problem`}>
              <FormMessage kind="error">{orderProblem}</FormMessage>
            </div>
          )}
          {active.length === 0 && !creating ? (
            <p className="text-sm text-muted-foreground">{t('manage.noneActive')}</p>
          ) : (
            <ol
              ref={list}
              aria-label={t('manage.activeTitle')}
              aria-describedby={orderProblem ? `${listId}-order-problem` : undefined}
              className="divide-y divide-border"
            >
              {active.map((habit, index) => {
                const isOpen = open?.habitId === habit.id ? open.part : null;
                return (
                  <li key={habit.id} data-habit={habit.id} className="grid gap-3 py-3">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                      <span className="w-6 text-right text-sm text-muted-foreground tabular-nums">
                        {index + 1}
                      </span>
                      <div className="min-w-40 flex-1">
                        <p className="truncate text-sm font-medium">{habit.name}</p>
                        <p className="text-xs text-muted-foreground">
                          {[
                            frequencyText(habit.frequency),
                            habit.kind === 'measurable'
                              ? t('manage.targetText', { target: habit.target, unit: habit.unit })
                              : t('manage.kinds.boolean'),
                            habit.pauses.length > 0
                              ? t('manage.pauseCount', { count: habit.pauses.length })
                              : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      </div>
                      <div className="flex flex-wrap items-center gap-1">
                        <IconAction
                          icon={ArrowUp}
                          move="up"
                          disabled={index === 0}
                          label={t('manage.moveUp', { name: habit.name })}
                          onClick={() => move(habit, 'up')}
                        />
                        <IconAction
                          icon={ArrowDown}
                          move="down"
                          disabled={index === active.length - 1}
                          label={t('manage.moveDown', { name: habit.name })}
                          onClick={() => move(habit, 'down')}
                        />
                        <IconAction
                          icon={Pencil}
                          expanded={isOpen === 'edit'}
                          label={t('manage.edit', { name: habit.name })}
                          onClick={() =>
                            setOpen(isOpen === 'edit' ? null : { habitId: habit.id, part: 'edit' })
                          }
                        />
                        <IconAction
                          icon={CalendarOff}
                          expanded={isOpen === 'pauses'}
                          label={t('manage.pauses', { name: habit.name })}
                          onClick={() =>
                            setOpen(
                              isOpen === 'pauses' ? null : { habitId: habit.id, part: 'pauses' },
                            )
                          }
                        />
                        <IconAction
                          icon={Archive}
                          label={t('manage.archive', { name: habit.name })}
                          onClick={() =>
                            void run(
                              'archiveHabit',
                              () =>
                                update.mutateAsync({ id: habit.id, change: { archived: true } }),
                              t('manage.archived', { name: habit.name }),
                            )
                          }
                        />
                      </div>
                    </div>
                    {isOpen === 'edit' && (
                      <div className="rounded-xl border border-border p-4">
                        <HabitForm
                          mode="edit"
                          habit={habit}
                          onCancel={() => setOpen(null)}
                          onSubmit={async (change) => {
                            const problem = await run(
                              'updateHabit',
                              () => update.mutateAsync({ id: habit.id, change }),
                              t('manage.saved', { name: change.name ?? habit.name }),
                            );
                            if (!problem) setOpen(null);
                            return problem;
                          }}
                        />
                      </div>
                    )}
                    {isOpen === 'pauses' && (
                      <HabitPauses habit={habit} today={today} announce={setAnnouncement} />
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </Panel>

      <Panel title={t('manage.archivedTitle')} description={t('manage.archivedDescription')}>
        {archived.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('manage.noneArchived')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {archived.map((habit) => (
              <li key={habit.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <div className="min-w-40 flex-1">
                  <p className="truncate text-sm font-medium">{habit.name}</p>
                  <p className="text-xs text-muted-foreground">{frequencyText(habit.frequency)}</p>
                </div>
                {confirmingDelete === habit.id ? (
                  <div
                    role="group"
                    aria-label={t('manage.confirmDelete', { name: habit.name })}
                    className="flex flex-wrap items-center gap-2"
                  >
                    <span className="text-sm font-medium">
                      {t('manage.confirmDelete', { name: habit.name })}
                    </span>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setConfirmingDelete(null);
                        void run(
                          'deleteHabit',
                          () => remove.mutateAsync(habit.id),
                          t('manage.deleted', { name: habit.name }),
                        );
                      }}
                    >
                      {t('manage.confirmYes')}
                    </Button>
                    <Button variant="ghost" onClick={() => setConfirmingDelete(null)}>
                      {t('manage.cancel')}
                    </Button>
                  </div>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      disabled={atLimit}
                      aria-label={t('manage.restoreLabel', { name: habit.name })}
                      onClick={() =>
                        void run(
                          'restoreHabit',
                          () => update.mutateAsync({ id: habit.id, change: { archived: false } }),
                          t('manage.restored', { name: habit.name }),
                        )
                      }
                    >
                      <ArchiveRestore className="size-4" aria-hidden="true" />
                      {t('manage.restore')}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t('manage.deleteLabel', { name: habit.name })}
                      onClick={() => setConfirmingDelete(habit.id)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      {t('manage.delete')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
