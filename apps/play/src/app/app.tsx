// The game's shell: which screen is shown, and the ways between them — Welcome → the mode cards →
// a mode's Endless or Level Pack tab (or the Flow / Netwalk screen) → a puzzle in play → its win
// panel → Replay, Menu or Next. Esc (or Menu) goes back to the mode cards from anywhere.
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { BuildingScreen } from './building-screen.js';
import { debugSession } from './debug-route.js';
import { FamilyScreen } from './family-screen.js';
import { ModeScreen } from './mode-screen.js';
import { ModesScreen } from './modes-screen.js';
import { PlayScreen } from './play-screen.js';
import { type MenuScreen, type Screen, type Session, screenName } from './session.js';
import { blip } from './sounds.js';
import { current } from './test-hook.js';
import { Welcome } from './welcome.js';

const SESSION_KEYS = new WeakMap<Session, number>();
let sessions = 0;

/** A key per session, so each puzzle played starts its screen afresh. */
function sessionKey(session: Session): number {
  let key = SESSION_KEYS.get(session);
  if (key === undefined) {
    key = ++sessions;
    SESSION_KEYS.set(session, key);
  }
  return key;
}

/** The first screen: a debug maze when the URL asks for one, otherwise the welcome. */
function firstScreen(): Screen {
  const session = debugSession(window.location.search);
  if (session !== null) return { name: 'play', session, back: { name: 'modes' } };
  return { name: 'welcome' };
}

/** The whole game. */
export function App(): ReactNode {
  const [screen, setScreen] = useState<Screen>(firstScreen);
  current.screen = screenName(screen);

  const toModes = useCallback(() => setScreen({ name: 'modes' }), []);
  // Every menu button blips (the maze's own buttons sound their moves instead).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('button') && !target.closest('.maze-screen')) blip();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Esc leaves from anywhere, even where a game also reads it (Flow ends a stroke with it).
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setScreen((s) => (s.name === 'welcome' || s.name === 'modes' ? s : { name: 'modes' }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const play = (session: Session, back: MenuScreen) => setScreen({ name: 'play', session, back });
  const open = (menu: MenuScreen) => setScreen(menu);

  let shown: ReactNode;
  switch (screen.name) {
    case 'welcome':
      shown = <Welcome onPlay={toModes} />;
      break;
    case 'modes':
      shown = <ModesScreen onOpen={open} onAbout={() => setScreen({ name: 'welcome' })} />;
      break;
    case 'mode':
      shown = (
        <ModeScreen
          key={screen.mode}
          modeId={screen.mode}
          onPlay={(session) => play(session, screen)}
          onBuild={(request, mode) => setScreen({ name: 'building', request, mode, back: screen })}
          onMenu={toModes}
        />
      );
      break;
    case 'family':
      shown = (
        <FamilyScreen
          key={screen.family}
          family={screen.family}
          onPlay={(session) => play(session, screen)}
          onBuild={(request, daily) =>
            setScreen({ name: 'building', request, daily, back: screen })
          }
          onMenu={toModes}
        />
      );
      break;
    case 'building':
      shown = (
        <BuildingScreen
          request={screen.request}
          mode={screen.mode}
          daily={screen.daily}
          onReady={(session) => play(session, screen.back)}
          onCancel={() => setScreen(screen.back)}
        />
      );
      break;
    case 'play':
      shown = (
        <PlayScreen
          key={sessionKey(screen.session)}
          session={screen.session}
          onMenu={toModes}
          onBack={() => setScreen(screen.back)}
          onPlay={(session) => play(session, screen.back)}
          onBuild={(request, mode) =>
            setScreen({ name: 'building', request, mode, back: screen.back })
          }
        />
      );
      break;
  }
  return (
    <div className="app" data-screen={screenName(screen)}>
      {shown}
    </div>
  );
}
