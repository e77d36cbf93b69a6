"""The template game's apps (countdown/): `python -m tutor new` copies the folder to tutor/widgets/<game>/."""
