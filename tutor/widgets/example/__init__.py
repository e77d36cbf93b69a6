"""The template game's apps (Countdown): its course and its classroom, built only from the shared toolkit
and the one ClickAdapter. A new game copies this folder to tutor/widgets/<game>/ (docs/adding-a-game.md)."""
