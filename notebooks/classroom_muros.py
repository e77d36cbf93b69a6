# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Muros — classroom · *Muros — en clase*
#
# Pick a scenario, press **Play the step**, and walk through what happened with the class.
# *Elige un escenario, pulsa **Jugar el paso** y comenta con la clase lo que ha pasado.*
#
# Start it as an app with `voila notebooks/classroom_muros.ipynb` (after `make notebooks`, or the
# Binder link `?urlpath=voila/render/notebooks/classroom_muros.ipynb`).
# *Ábrelo como aplicación con `voila notebooks/classroom_muros.ipynb`.*

# %%
from tutor.widgets import LANG, SCENARIOS, MurosTutor

LANG.code = "en"
room = MurosTutor(classroom=True, language_switch=True, scenario="sc-gap")
assert room.board.seat is None and set(SCENARIOS) >= {"sc-gap", "sc-zero", "sc-block", "sc-capture"}
room
