import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import { loadCurrentLang } from '../../i18n';
import { nightStandings, persistenceStatus, type Night, type NightList } from '../../session';
import { messages } from './night.messages';
import { takeOffer } from './nightOffer';
import { nightDate } from './nightShare';
import { SendNight } from './SendNight';
import './night.css';

/** Home's offer after a game night where the browser may clear the games (nightOffer.ts says when): null when there is
 *  none to make; else the offer, remembered as made from now on. */
export async function offerAfterNight(list: NightList): Promise<ComponentType | null> {
  const persistence = await persistenceStatus();
  await loadCurrentLang(); // before the offer is taken: an offer taken is shown
  const night = takeOffer(list, persistence);
  return night && (() => <NightOffer night={night} list={list} />);
}

/** Send the night to another phone, or close the offer. */
function NightOffer({ night, list }: { night: Night; list: NightList }) {
  const m = messages();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section class="night-offer" aria-labelledby="night-offer-title">
      <h2 id="night-offer-title">{m.offerTitle}</h2>
      <p>{m.offerText(nightDate(night))}</p>
      <SendNight night={night} standings={nightStandings(night, list.roster, list.players)} />
      <button type="button" class="wide" onClick={() => setOpen(false)}>
        {m.close}
      </button>
    </section>
  );
}
