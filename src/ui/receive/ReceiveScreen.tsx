import { useEffect, useState } from 'preact/hooks';
import { recordError } from '../../diagnostics/caughtErrors';
import { previewImport, type ImportPlan } from '../../session';
import { ScreenHeader } from '../components/ScreenHeader';
import { navigate } from '../route';
import { importMessage } from '../sessions/importMessage';
import { ImportPreview } from './ImportPreview';
import { forgetShared, onLaunchedFile, sharedFile } from './incoming';
import { messages } from './receive.messages';
import { RECEIVE } from './receiveNames';
import '../sessions/sessions.css';

type Stage =
  | { kind: 'looking' | 'none' | 'reading' }
  | { kind: 'refused'; text: string }
  | { kind: 'plan'; plan: ImportPlan; name: string };

const ACCEPT = [...Object.keys(RECEIVE.accept), ...Object.values(RECEIVE.accept).flat()].join(',');

/** A backup sent from another phone: shared to the app, opened with it, or picked here. What it holds is shown first;
 *  it is kept only on Import, and then Saved games offers to undo it. */
export default function ReceiveScreen() {
  const m = messages();
  const [stage, setStage] = useState<Stage>({ kind: 'looking' });
  const open = async (file: File) => {
    setStage({ kind: 'reading' });
    const preview = await previewImport(file);
    setStage(
      preview.ok
        ? { kind: 'plan', plan: preview.plan, name: file.name }
        : { kind: 'refused', text: importMessage(preview) },
    );
  };
  useEffect(() => {
    let live = true;
    onLaunchedFile((file) => live && void open(file));
    sharedFile().then(
      (found) => {
        if (!live) return;
        if (found && 'file' in found) void open(found.file);
        else if (found) setStage({ kind: 'refused', text: importMessage({ ok: false, problem: 'too-big' }) });
        else setStage((was) => (was.kind === 'looking' ? { kind: 'none' } : was));
      },
      (error: unknown) => {
        recordError('receive.shared', error);
        if (live) setStage((was) => (was.kind === 'looking' ? { kind: 'none' } : was));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const settle = (then: () => void) => () =>
    void forgetShared()
      .catch(() => undefined)
      .then(then);
  const onPick = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void open(file);
  };
  return (
    <main class="receive" aria-busy={stage.kind === 'looking' || stage.kind === 'reading'}>
      <ScreenHeader
        links={[
          { to: { name: 'home' }, label: m.home },
          { to: { name: 'sessions' }, label: m.savedGames },
        ]}
        title={m.title}
      />
      {stage.kind === 'looking' && <p>{m.looking}</p>}
      {stage.kind === 'reading' && <p>{m.reading}</p>}
      {stage.kind === 'refused' && (
        <p role="alert" class="is-warning">
          {stage.text}
        </p>
      )}
      {stage.kind === 'plan' && (
        <ImportPreview
          plan={stage.plan}
          name={stage.name}
          onDone={settle(() => navigate({ name: 'sessions' }))}
          onCancel={settle(() => setStage({ kind: 'none' }))}
        />
      )}
      {(stage.kind === 'none' || stage.kind === 'refused') && (
        <>
          <p class="hint">{m.nothing}</p>
          <label class="button file-picker">
            {m.choose}
            <input type="file" accept={ACCEPT} onChange={onPick} />
          </label>
        </>
      )}
    </main>
  );
}
