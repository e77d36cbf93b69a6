"""Countdown's apps: its course and its classroom (course.py), built only from the shared toolkit and the one
ClickAdapter; a lab a lesson names would live in this folder too."""
