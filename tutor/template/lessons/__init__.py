"""The template game's course, Countdown's two lessons (countdown.py): `python -m tutor new` copies it to
tutor/lessons/<game>.py."""
