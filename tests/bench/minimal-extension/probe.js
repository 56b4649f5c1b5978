// The bench clicks this button (a user gesture, as the side panel needs) to open the side panel of the window
// it names in the button's data-window-id.
const button = document.getElementById('open-side-panel');
button.addEventListener('click', () => {
  chrome.sidePanel.open({ windowId: Number(button.dataset.windowId) });
});
