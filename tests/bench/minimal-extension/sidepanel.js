// The mark Buyer Lens's sidebar sets as its script starts (entrypoints/sidepanel/main.tsx): the same split.
performance.mark('buyer-lens:sidebar-start');
