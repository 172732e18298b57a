export * from './components/Button.tsx';
export * from './components/Card.tsx';
export * from './components/Modal.tsx';
export * from './components/Panels.tsx';
export * from './components/ParadigmTable.tsx';
export * from './components/SignInPanel.tsx';
export * from './components/Spinner.tsx';
export * from './stale-build.ts';
