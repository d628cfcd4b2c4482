import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { href } from '../ui/route';
import { normalizeForSearch } from './blocks';
import { CardsDiagram } from './CardsDiagram';
import { sectionTexts } from './texts/content';
import { messages } from './reference.messages';
import { RevealDiagram } from './RevealDiagram';
import { ReferenceSection } from './ReferenceSection';
import { isSectionId, sectionHref, type SectionId } from './sections';
import { StackDiagram } from './StackDiagram';
import './reference.css';

const DIAGRAMS: Partial<Record<SectionId, ComponentType<{ cards: boolean }>>> = {
  placing: StackDiagram,
  challenge: RevealDiagram,
  'travel-set': CardsDiagram,
};

/** Scrolls to the section (or the title) and moves keyboard and screen-reader focus there. */
function focusTarget(section: string | null) {
  const el = document.getElementById(isSectionId(section) ? section : 'rules-title');
  if (!el) return;
  el.focus({ preventScroll: true });
  if (isSectionId(section)) el.scrollIntoView({ block: 'start' });
  else scrollTo(0, 0);
}

interface Props {
  section?: string | null | undefined;
  /** R3: 'cards' when opened from a card game: every section then speaks of cards. */
  equipment?: string | undefined;
  /** The game the rules were opened from: keeps "Back to the game" in view (an installed app has no browser Back). */
  from?: string | undefined;
}

export default function ReferenceScreen({ section = null, equipment, from }: Props) {
  const m = messages();
  const cards = equipment === 'cards';
  const [query, setQuery] = useState('');
  const needle = normalizeForSearch(query.trim());
  const shown = sectionTexts(cards).filter(
    (s) => !needle || normalizeForSearch(`${s.title}\n${s.body}`).includes(needle),
  );

  useEffect(() => focusTarget(section), [section]);

  return (
    <main class="reference">
      <nav class="reference-top">
        {/* Standalone apps on iOS have no back button; help links from the table expect one. */}
        {from ? (
          <a class="button primary reference-back" href={href({ name: 'game', id: from })}>
            {m.backToGame}
          </a>
        ) : history.length > 1 ? (
          <button type="button" class="reference-back" onClick={() => history.back()}>
            {m.back}
          </button>
        ) : null}
        <a href={href({ name: 'home' })}>{m.home}</a>
        <a href={href({ name: 'settings' })}>{m.languageLink}</a>
      </nav>
      <h1 id="rules-title" tabIndex={-1}>
        {m.title}
      </h1>
      <p>{m.intro}</p>
      {cards ? <p class="reference-cards">{m.cardsNote}</p> : null}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is newer than the browsers the build targets (Safari 17). */}
      <div class="reference-filter" role="search">
        <label for="rules-filter">{m.filterLabel}</label>
        <input
          id="rules-filter"
          type="search"
          value={query}
          placeholder={m.filterPlaceholder}
          onInput={(e) => setQuery(e.currentTarget.value)}
        />
        <p class="reference-count" role="status">
          {needle ? (shown.length ? m.filterCount(shown.length) : m.filterNone(query.trim())) : ''}
        </p>
        {needle && !shown.length ? (
          <button type="button" onClick={() => setQuery('')}>
            {m.clearFilter}
          </button>
        ) : null}
      </div>
      <nav class="reference-contents" aria-label={m.contents}>
        <ol>
          {shown.map((s) => (
            <li key={s.id}>
              <a
                href={sectionHref(s.id, cards)}
                onClick={() => location.hash === sectionHref(s.id, cards) && focusTarget(s.id)}
              >
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {shown.map((s) => (
        <ReferenceSection key={s.id} text={s} Diagram={DIAGRAMS[s.id]} cards={cards} needle={needle}>
          {s.id === 'practice' ? (
            <p>
              <a class="button" href={href({ name: 'practice', equipment: cards ? 'cards' : undefined })}>
                {m.practiceLink}
              </a>
            </p>
          ) : null}
        </ReferenceSection>
      ))}
    </main>
  );
}
