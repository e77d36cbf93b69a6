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

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.core.i18n import Text
from tutor.widgets.base import LANGUAGE
from tutor.widgets.muros.course import classroom

LANGUAGE.title = Text('{title} · in class').format(title=Text('Muros'))
classroom()
