import { X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { diaryTagSchema } from '../diary-form-schema';

/**
 * Tags as chips. Typing a tag and pressing Enter or a comma adds it; Backspace in the empty field
 * takes the last one back; each chip has its own remove button. The user's existing tags are
 * offered by the browser's own suggestion list (a datalist: keyboard and screen reader support
 * come with it), and picking one adds it at once.
 */
export function TagInput({
  label,
  value,
  onChange,
  suggestions,
  max,
}: {
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  suggestions: readonly string[];
  max: number;
}) {
  const { t } = useTranslation('diary');
  const id = useId();
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add(raw: string): boolean {
    if (raw.trim() === '') return false;
    const parsed = diaryTagSchema.safeParse(raw);
    if (!parsed.success) {
      setProblem(t('form.errors.tagInvalid'));
      return false;
    }
    setProblem(null);
    setDraft('');
    if (value.includes(parsed.data)) return true;
    if (value.length >= max) {
      setProblem(t('form.errors.tooManyTags', { max }));
      return false;
    }
    onChange([...value, parsed.data]);
    return true;
  }

  function remove(tag: string) {
    onChange(value.filter((existing) => existing !== tag));
    setProblem(null);
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would submit the whole entry; here it only adds the tag being typed.
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      remove(value[value.length - 1]!);
    }
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    // A suggestion picked from the list arrives whole ("insertReplacementText", or a plain
    // input event in some browsers), not typed: add it straight away.
    const { inputType } = event.nativeEvent as Partial<InputEvent>;
    const picked = inputType === undefined || inputType === 'insertReplacementText';
    if (picked && suggestions.includes(next)) {
      add(next);
      return;
    }
    if (next.includes(',')) {
      // Pasted "a, b, c": each part becomes a chip.
      const parts = next.split(',');
      const rest = parts.pop() ?? '';
      for (const part of parts) add(part);
      setDraft(rest);
      return;
    }
    setDraft(next);
    setProblem(null);
  }

  const offered = suggestions.filter((tag) => !value.includes(tag));
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div
        className={cn(
          inputClasses,
          'flex min-h-10 flex-wrap items-center gap-1.5 py-1.5 focus-within:border-accent focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-ring',
        )}
      >
        {value.length > 0 && (
          <ul className="contents" aria-label={t('form.tagList')}>
            {value.map((tag) => (
              <li
                key={tag}
                className="inline-flex h-7 items-center gap-1 rounded-full bg-accent/12 pr-1 pl-2.5 text-xs font-medium text-accent"
              >
                {tag}
                <button
                  type="button"
                  onClick={() => remove(tag)}
                  aria-label={t('form.removeTag', { tag })}
                  className="grid size-5 place-items-center rounded-full hover:bg-accent/20"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={inputRef}
          id={id}
          value={draft}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft.trim() !== '') add(draft);
          }}
          list={offered.length > 0 ? listId : undefined}
          autoComplete="off"
          enterKeyHint="enter"
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          aria-invalid={problem ? true : undefined}
          className="h-7 min-w-32 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground/80"
        />
      </div>
      {offered.length > 0 && (
        <datalist id={listId}>
          {offered.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
      )}
      <p id={hintId} className="mt-1 text-xs text-muted-foreground">
        {t('form.tagsHint', { max })}
      </p>
      {problem && (
        <p id={problemId} role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
