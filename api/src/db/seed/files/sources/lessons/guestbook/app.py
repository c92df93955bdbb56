"""Guestbook: a Flask app that lists messages and lets visitors add one."""
import json

from flask import Flask, redirect, render_template, request, url_for

app = Flask(__name__)
MESSAGES_FILE = "messages.json"


def load_messages():
    try:
        with open(MESSAGES_FILE, encoding="utf-8") as file:
            return json.load(file)
    except FileNotFoundError:
        return []


def save_messages(messages):
    with open(MESSAGES_FILE, "w", encoding="utf-8") as file:
        json.dump(messages, file, indent=2)


@app.route("/guestbook", methods=["GET", "POST"])
def guestbook():
    error = None
    if request.method == "POST":
        name = request.form.get("name", "").strip()
        message = request.form.get("message", "").strip()
        if name and message:
            messages = load_messages()
            messages.append({"name": name, "message": message})
            save_messages(messages)
            # Redirect after a post, so reloading the page does not send the message twice.
            return redirect(url_for("guestbook"))
        error = "Please fill in your name and a message."
    return render_template("guestbook.html", messages=load_messages(), error=error)
