"""Views: the wording of each drill, shared by the chat (HTML) and the command line.

One module per drill (`bot/views/<drill>.py`); a view takes engine or drill results and a
`Translator` and returns text, never sends anything.
"""
