import { createContext, useContext } from 'react';

/** Tells the editor whether its open tab has changes not saved yet, so leaving the tab can ask first. */
export const UnsavedChangesContext = createContext<(hasUnsaved: boolean) => void>(() => {});

export const useMarkUnsaved = () => useContext(UnsavedChangesContext);
