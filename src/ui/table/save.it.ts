import type { en } from './save.en';

export const it: typeof en = {
  unavailable:
    'Questo browser non permette all’app di salvare le partite qui (navigazione privata?). La partita continua, ma solo finché questa pagina resta aperta: esportala per conservarla.',
  quota:
    'Il dispositivo non ha più spazio libero, quindi questa partita non viene salvata. Continua in questa pagina; libera un po’ di spazio o esportala per conservarla.',
  closed:
    'Il browser ha smesso di salvare le partite. Questa partita continua in questa pagina ma non viene salvata: esportala per conservarla.',
  'read-only':
    'Questa partita è stata modificata in un’altra scheda, quindi qui è ora in sola lettura. Ricarica la pagina per continuare con le ultime mosse.',
};
